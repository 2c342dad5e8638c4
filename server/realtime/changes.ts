import { z } from 'zod';

const id = z.number().int().positive();

/**
 * What a committed write changed. Commands record it in the outbox (table `changes`) inside their transaction;
 * the publisher turns it into events after commit. It names records only: the events carry their state as it
 * is when published. `texts`: multi-line text was written through the API, so the record's Yjs doc changed
 * in storage too. A schema, because it travels through the database (NOTIFY payloads and stored rows).
 */
export const changeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('station'), sid: id, texts: z.boolean().optional() }),
  z.object({ type: z.literal('stationDeleted'), sid: id, iids: z.array(id) }),
  z.object({ type: z.literal('products'), sid: id }),
  z.object({ type: z.literal('issue'), iid: id, sid: id, texts: z.boolean().optional() }),
  z.object({ type: z.literal('issueDeleted'), iid: id, sid: id }),
]);

export type Change = z.infer<typeof changeSchema>;
