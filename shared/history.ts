// A record's history and the activity feed on the wire (issue 15): one entry per audit row, newest first.
import { z } from 'zod';
import { parentRef, product } from './records.ts';
import { recordKindInput } from './schemas/history.ts';

const id = z.number().int();

/** A station's image as the history shows it (its bytes are not kept: only the current image can be seen). */
export const historyImage = z.object({ etag: z.string(), mime: z.string(), width: z.number().int(), height: z.number().int() });
export type HistoryImage = z.infer<typeof historyImage>;

/** An NCR's attachment as the history shows it (a removed one's file is gone). */
export const historyAttachment = z.object({
  id,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** An issued customer report's version; null for an uploaded file. */
  report: z.number().int().nullable(),
});
export type HistoryAttachment = z.infer<typeof historyAttachment>;

/** A field's value as the records show it: dates 'YYYY-MM-DD' (the 1979 sentinel when not set), people by name ('' for nobody), … */
export const historyFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The record as it was created or deleted: a station's creation holds `{projId, name}`, an NCR's the whole
 * NCR; a deletion holds the whole record as the API presented it then.
 */
export const historyRecordValue = z.record(z.string(), z.unknown());

const entryBase = {
  /** The audit row's id: the cursor of the page after it (a decimal string: ids are 64-bit). */
  id: z.string(),
  /** When (ISO 8601): the start of the write that made the change. */
  at: z.string(),
  /** Who: the account name. */
  actor: z.string(),
  /** Whose history it is in. */
  kind: recordKindInput,
  recordId: id,
  action: z.enum(['create', 'update', 'delete']),
  /** In the activity feed: the station's name or the NCR's number (its current one; a deleted record's last). */
  recordLabel: z.string().optional(),
};

/**
 * One change of a station or an NCR. `subject` says what changed, and `before` / `after` its value (null on
 * the side where it did not exist):
 * - `record`: the record created or deleted;
 * - `field`: one field (`field`: its name in the record, e.g. `customer`, `ack`, `descr`, an NCR's `closed`);
 *   a multi-line field holds its whole text on each side;
 * - `parent`: the station's parent project connected (after), disconnected (before) or changed;
 * - `product`: a product added (after) or removed (before);
 * - `image`: the station's image uploaded or replaced (before: the one it replaced, when known) or removed;
 * - `attachment`: an NCR's photo or document added or removed;
 * - `action`: an NCR's action added (after) or removed (before), as it was then (`actionId`: which);
 * - `actionField`: one field of an NCR's action (`field`: its name in the action, e.g. `status`, `verifyNote`).
 */
export const historyEntry = z.discriminatedUnion('subject', [
  z.object({ ...entryBase, subject: z.literal('record'), before: historyRecordValue.nullable(), after: historyRecordValue.nullable() }),
  z.object({ ...entryBase, subject: z.literal('field'), field: z.string(), before: historyFieldValue, after: historyFieldValue }),
  z.object({ ...entryBase, subject: z.literal('parent'), before: parentRef.nullable(), after: parentRef.nullable() }),
  z.object({ ...entryBase, subject: z.literal('product'), before: product.nullable(), after: product.nullable() }),
  z.object({ ...entryBase, subject: z.literal('image'), before: historyImage.nullable(), after: historyImage.nullable() }),
  z.object({ ...entryBase, subject: z.literal('attachment'), before: historyAttachment.nullable(), after: historyAttachment.nullable() }),
  z.object({ ...entryBase, subject: z.literal('action'), actionId: id, before: historyRecordValue.nullable(), after: historyRecordValue.nullable() }),
  z.object({ ...entryBase, subject: z.literal('actionField'), actionId: id, field: z.string(), before: historyFieldValue, after: historyFieldValue }),
]);
export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistorySubject = HistoryEntry['subject'];

/** A page of entries, newest first; `next`: the `before` of the following page, null after the last. */
export const historyPage = z.object({ entries: z.array(historyEntry), next: z.string().nullable() });
export type HistoryPage = z.infer<typeof historyPage>;
