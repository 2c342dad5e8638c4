import type { Sql } from '../db/sql.ts';
import { notifyChanges, type StoredChange } from '../repositories/changes.ts';

/**
 * NOTIFYs committed changes to the other nodes in as few statements as possible: the first at once, and what
 * commits while a statement is under way goes out together in the next. Resolves once its changes were sent
 * (never rejects: a failure is logged, and the other nodes find those changes in the outbox, listenForChanges).
 */
export function changeAnnouncer(sql: Sql, log: (message: string, error: unknown) => void): (stored: StoredChange[]) => Promise<void> {
  let pending: { changes: StoredChange[]; sent: () => void }[] = [];
  let sending = false;

  const send = async () => {
    sending = true;
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      await notifyChanges(sql, batch.flatMap((item) => item.changes))
        .catch((error: unknown) => log('announcing changes failed (the other nodes find them in the outbox)', error));
      for (const item of batch) item.sent();
    }
    sending = false;
  };

  return (stored) => new Promise<void>((sent) => {
    pending.push({ changes: stored, sent });
    if (!sending) void send();
  });
}
