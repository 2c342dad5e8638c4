import { describe, expect, it } from 'vitest';
import { exportedIds, exportedRows, EXPORT_BATCH, type ListExport } from './listExport.ts';

interface Row { id: number; name: string }

/** A table of `count` rows, newest first, read a batch at a time; `reads` counts the batches read. */
function table(count: number, name: (id: number) => string = (id) => `row ${id}`) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: count - i, name: name(count - i) }));
  const stats = { batches: 0, rowReads: [] as number[][] };
  const spec: ListExport<Row, Row, Row> = {
    async *listed(batchSize) {
      for (let i = 0; i < rows.length; i += batchSize) {
        stats.batches += 1;
        yield rows.slice(i, i + batchSize);
      }
    },
    item: (row) => row,
    id: (row) => row.id,
    passes: null,
    sort: null,
    async rowsOf(ids) {
      stats.rowReads.push([...ids]);
      return rows.filter((row) => ids.includes(row.id)).reverse(); // in another order than asked
    },
  };
  return { rows, spec, stats };
}

const collect = async <T>(rows: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
};
const never = new AbortController().signal;

describe('exportedIds', () => {
  it('keeps the list order without a sort, and the rows that pass', async () => {
    const { spec } = table(7);
    expect(await exportedIds(spec, never)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await exportedIds({ ...spec, passes: (row) => row.id % 2 === 0 }, never)).toEqual([6, 4, 2]);
  });

  it('sorts by the column as the list does: empty keys last, equal keys in the list order, runs reversed', async () => {
    const { spec } = table(6, (id) => ['b', 'a', '', 'a', 'b', 'c'][id - 1]!);
    const column = (row: Row) => row.name;
    expect(await exportedIds({ ...spec, sort: { column, dir: 'asc' } }, never)).toEqual([4, 2, 5, 1, 6, 3]);
    expect(await exportedIds({ ...spec, sort: { column, dir: 'desc' } }, never)).toEqual([6, 5, 1, 4, 2, 3]);
  });

  it('stops reading once the client has gone', async () => {
    const { spec, stats } = table(EXPORT_BATCH * 4);
    const gone = new AbortController();
    gone.abort();
    expect(await exportedIds(spec, gone.signal)).toEqual([]);
    expect(stats.batches).toBe(1);
  });
});

describe('exportedRows', () => {
  it('reads the rows a batch of ids at a time, as the reader asks, and gives them in the order of the ids', async () => {
    const { spec, stats } = table(EXPORT_BATCH + 20);
    const ids = [3, 1, 2, ...Array.from({ length: EXPORT_BATCH }, (_, i) => i + 4)];
    const rows = exportedRows(spec, ids);
    const first = await rows.next();
    expect(first.value).toEqual({ id: 3, name: 'row 3' });
    expect(stats.rowReads).toHaveLength(1);
    expect(stats.rowReads[0]).toHaveLength(EXPORT_BATCH);
    expect((await collect(rows)).map((row) => row.id)).toEqual(ids.slice(1));
    expect(stats.rowReads).toHaveLength(2);
  });

  it('leaves out a row deleted since, or changed so that it no longer passes', async () => {
    const { spec } = table(5);
    const passes = (row: Row) => row.name !== 'changed';
    const rowsOf = async (ids: readonly number[]) => (await spec.rowsOf(ids)).filter((row) => row.id !== 4).map((row) => (row.id === 2 ? { ...row, name: 'changed' } : row));
    expect((await collect(exportedRows({ ...spec, passes, rowsOf }, [5, 4, 3, 2, 1]))).map((row) => row.id)).toEqual([5, 3, 1]);
  });
});
