import { z } from 'zod';

const id = z.number().int().positive();
/** The fields (and 'image', 'parent', 'closed') that changed; absent when not known, which counts as all. */
const fields = z.array(z.string().max(40)).max(100).optional();

/**
 * What a committed write changed. Commands collect it in a ChangeSet during their transaction; the outbox
 * stores it with the data (table `changes`), and after commit the publisher decides from it which events go
 * to whom (realtime/audiences.ts). It names records and what changed of them: the events carry the records'
 * state as it is when published. `created`: the record is new. `texts`: multi-line text was written through
 * the API, so the record's Yjs doc changed in storage too. A schema, because it travels through the database
 * (NOTIFY payloads and stored rows), also between nodes of different versions.
 */
export const changeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('station'), sid: id, fields, created: z.boolean().optional(), texts: z.boolean().optional() }),
  z.object({ type: z.literal('stationDeleted'), sid: id, iids: z.array(id) }),
  z.object({ type: z.literal('products'), sid: id }),
  z.object({ type: z.literal('issue'), iid: id, sid: id, fields, created: z.boolean().optional(), texts: z.boolean().optional() }),
  /** `wasOpen`: it counted among the open NCRs (absent: assume so). */
  z.object({ type: z.literal('issueDeleted'), iid: id, sid: id, wasOpen: z.boolean().optional() }),
  /** An attachment of the issue was added or removed. */
  z.object({ type: z.literal('attachments'), iid: id, sid: id }),
  /**
   * Actions of the issue were added, changed or removed (`aids`: which; one missing when published is gone).
   * `texts`: a description was written through the API, so the action's Yjs doc changed in storage too.
   */
  z.object({ type: z.literal('actions'), iid: id, sid: id, aids: z.array(id).max(1000), texts: z.boolean().optional() }),
]);

export type Change = z.infer<typeof changeSchema>;
