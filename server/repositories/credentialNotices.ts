import type { Db } from '../db/sql.ts';

/** The channel on which a node (or the CLI) says that a user's session ended or a kiosk token was revoked. */
export const CREDENTIALS_CHANNEL = 'credentials_ended';

/** NOTIFY with the principal ('user:<id>' or 'kiosk:<id>'); inside a transaction it is sent at commit. */
export async function notifyCredentialsEnded(db: Db, principal: string): Promise<void> {
  await db`select pg_notify(${CREDENTIALS_CHANNEL}, ${principal})`;
}
