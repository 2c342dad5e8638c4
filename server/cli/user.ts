// npm run user -- add NAME --password PASS [--person "Full Name"]
// npm run user -- kiosk add NAME | kiosk revoke NAME | kiosk list
import { parseArgs } from 'node:util';
import { kioskPageLinks } from '../../shared/paths.ts';
import { hashPassword } from '../auth/password.ts';
import { kioskPrincipal } from '../auth/principal.ts';
import { storedSharedTexts } from '../collab/docStorage.ts';
import { addKiosk } from '../commands/addKiosk.ts';
import { revokeKiosk } from '../commands/revokeKiosk.ts';
import { outboxWrites } from '../commands/writes.ts';
import type { Database } from '../db/open.ts';
import type { Sql } from '../db/sql.ts';
import { notifyCredentialsEnded } from '../repositories/credentialNotices.ts';
import { notifyChanges } from '../repositories/changes.ts';
import { listKiosks } from '../repositories/kioskTokens.ts';
import { insertPeople, personExists } from '../repositories/people.ts';
import { upsertUser } from '../repositories/users.ts';
import { openForCli, runCli } from './openForCli.ts';

const USAGE = [
  'Usage: npm run user -- add NAME --password PASS [--person "Full Name"]',
  '       npm run user -- kiosk add NAME | kiosk revoke NAME | kiosk list',
].join('\n');
const CLI_ACTOR = 'cli';

async function addUser(sql: Sql, name: string, password: string, personName: string | undefined): Promise<void> {
  if (password.length < 8) throw new Error('The password must have at least 8 characters.');
  const person = personName?.trim() || null;
  if (person && !(await personExists(sql, person))) {
    await insertPeople(sql, [person]);
    console.log(`Added "${person}" to the people list.`);
  }
  await upsertUser(sql, { name, passwordHash: await hashPassword(password), person });
  console.log(`User "${name}" is ready${person ? `, linked to "${person}"` : ''}.`);
}

async function kiosk({ sql, embedded }: Database, action: string | undefined, name: string | undefined): Promise<void> {
  if (action === 'list') {
    for (const k of await listKiosks(sql)) console.log(`${k.name}\t${k.revokedAt ? 'revoked' : 'live'}\tcreated ${k.createdAt.toISOString()} by ${k.createdBy}`);
    return;
  }
  if (!name) throw new Error(USAGE);
  // Through the outbox like the server's writes: running servers publish what a command changes.
  const writes = outboxWrites(sql, { sharedTexts: storedSharedTexts }, (stored) => (embedded ? undefined : notifyChanges(sql, stored)));
  if (action === 'add') {
    const token = await writes.run(CLI_ACTOR, (w) => addKiosk(w, name));
    console.log(`Kiosk "${name}" is ready. Open on the screen (the token is shown only now):`);
    for (const link of kioskPageLinks(token)) console.log(`  ${link}`);
    return;
  }
  if (action === 'revoke') {
    const revoked = await writes.run(CLI_ACTOR, (w) => revokeKiosk(w, name));
    if (!revoked) throw new Error(`No live kiosk named "${name}".`);
    // Running servers on PostgreSQL close the screen's websockets now; the embedded database has no NOTIFY:
    // there the running server notices the revocation within REVOCATION_POLL_MS (credentialWatch.ts).
    if (!embedded) await notifyCredentialsEnded(sql, kioskPrincipal(revoked.id));
    console.log(`Kiosk "${name}" is revoked.`);
    return;
  }
  throw new Error(USAGE);
}

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, person: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  if (!(command === 'kiosk' || (command === 'add' && rest[0] && values.password))) throw new Error(USAGE);
  const database = await openForCli();
  try {
    if (command === 'kiosk') await kiosk(database, rest[0], rest[1]);
    else await addUser(database.sql, rest[0]!, values.password!, values.person);
  } finally {
    await database.close();
  }
});
