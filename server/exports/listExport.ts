// Which rows a list's CSV export holds, in which order (issue 15): exactly those the list shows for the same view,
// by the same rules (shared/lists/*), in its order. In two passes, so that neither the table nor a slow reader
// can hold the server: first the ids (and sort keys) of the rows that pass, read through a cursor at the
// database's pace; then the rows themselves, a batch of ids at a time, each batch one short query, read as fast
// as the client takes them (server/exports/sendCsv.ts).
import { sortOrder, type SortColumn, type SortDir, type SortKey } from '../../shared/lists/sortKeys.ts';

/** Rows read at a time: the cursor's batch, and the ids of one read of whole rows. */
export const EXPORT_BATCH = 500;

export interface ListExport<Listed, Row extends Listed, Item> {
  /** The list's rows as stored, in the list's own order (newest first), a batch at a time. */
  listed(batchSize: number): AsyncIterable<Listed[]>;
  /** A stored row as the list has it: what `passes` and the sort column read. */
  item(row: Listed): Item;
  id(item: Item): number;
  /** Which rows the list shows; null: all of them. */
  passes: ((item: Item) => boolean) | null;
  sort: { column: SortColumn<Item>; dir: SortDir } | null;
  /** The whole rows of some ids, in any order. */
  rowsOf(ids: readonly number[]): Promise<Row[]>;
}

/**
 * The ids of the rows the list shows, in its order: sorted by the column's keys as the list sorts (empty keys
 * last, equal ones in the list's own order), or in the list's own order. Stops early once `signal` aborts.
 */
export async function exportedIds<Listed, Item>(spec: Omit<ListExport<Listed, never, Item>, 'rowsOf'>, signal: AbortSignal): Promise<number[]> {
  const ids: number[] = [];
  const keys: SortKey[] = [];
  for await (const batch of spec.listed(EXPORT_BATCH)) {
    if (signal.aborted) break; // leaving the loop closes the cursor
    for (const row of batch) {
      const item = spec.item(row);
      if (spec.passes && !spec.passes(item)) continue;
      ids.push(spec.id(item));
      if (spec.sort) keys.push(spec.sort.column(item));
    }
  }
  return spec.sort ? sortOrder(keys, spec.sort.dir).map((index) => ids[index]!) : ids;
}

/**
 * The whole rows of `ids`, in that order, a batch at a time, as the reader asks for them. A row deleted since
 * the ids were read is left out, and so is one that no longer passes.
 */
export async function* exportedRows<Listed, Row extends Listed, Item>(spec: ListExport<Listed, Row, Item>, ids: readonly number[]): AsyncGenerator<Row> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const byId = new Map((await spec.rowsOf(batch)).map((row) => [spec.id(spec.item(row)), row]));
    for (const id of batch) {
      const row = byId.get(id);
      if (row && (!spec.passes || spec.passes(spec.item(row)))) yield row;
    }
  }
}
