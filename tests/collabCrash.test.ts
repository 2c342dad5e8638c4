import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { hashPassword } from '../server/auth/password.ts';
import { createSql, type Sql } from '../server/db/sql.ts';
import { upsertUser } from '../server/repositories/users.ts';
import { AUTOSAVE_STATION_MS } from '../shared/constants.ts';
import { recordName } from '../shared/recordNames.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { killHard, startChildServer } from './helpers/childServer.ts';
import { freshDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { PASSWORD } from './helpers/testServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';
import { freePort } from './helpers/freePort.ts';

// A server killed with SIGKILL while people type, then restarted on the same database: nothing is lost,
// neither what it had stored for a client that never came back nor what the reconnecting clients typed.

let child: ChildProcess | undefined;
let env: Record<string, string>;
let sql: Sql;
let baseUrl: string;
let database: TestDatabase;
const clients: TestDoc[] = [];

beforeAll(async () => {
  database = await freshDatabase({ prefix: 'stationdesk-crash' });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = { PORT: String(port), ...database.env };
  child = await startChildServer(env);
  sql = env.DATABASE_URL ? createSql({ url: env.DATABASE_URL }, { max: 1 }) : createSql({ socketPath: path.join(database.dataDir, '.s.PGSQL.5432') }, { max: 1 });
  await upsertUser(sql, { name: 'anna', passwordHash: await hashPassword(PASSWORD), person: null });
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await sql?.end();
  if (child) await killHard(child);
  await database?.drop();
});

it('keeps every character typed around a SIGKILL of the server', async () => {
  const anna = new ApiClient(baseUrl);
  await anna.login('anna', PASSWORD);
  const { result: sid } = await anna.call('addStation', { projectId: '73001', stationName: 'Crash Station', serials: [] });
  const name = recordName('station', sid);

  // Three people type in another field while the server dies and comes back.
  const typists = [0, 1, 2].map(() => openDoc(baseUrl, anna.cookie, name));
  clients.push(...typists);
  await Promise.all(typists.map((client) => synced(client)));

  // Someone alone in another doc types and vanishes with the crash: only storage holds that text.
  const { result: lonelySid } = await anna.call('addStation', { projectId: '73002', stationName: 'Lonely Station', serials: [] });
  const lonely = openDoc(baseUrl, anna.cookie, recordName('station', lonelySid));
  await synced(lonely);
  lonely.text('review').insert(0, 'Typed by someone who never came back.');

  // Rounds are capped so that a slow restart on a busy machine cannot push the text past LONG_TEXT_MAX (the
  // server would rightly refuse it); the cap is far above the rounds typed before and during the outage.
  const MAX_ROUNDS = 400;
  let typing = true;
  let count = 0;
  const loop = (async () => {
    while (typing && count < MAX_ROUNDS) {
      for (const [i, client] of typists.entries()) client.text('comments').insert(client.text('comments').length, `[${i}:${count}]`);
      count++;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  })();

  /** Waits until the typists have typed `rounds` more rounds (or reached the cap, on a machine slow to restart). */
  const typed = async (rounds: number) => {
    const target = Math.min(count + rounds, MAX_ROUNDS);
    await waitUntil(() => count >= target, 10_000, `the typists did not type ${rounds} rounds`);
  };
  await typed(20);
  await killHard(child!);
  lonely.destroy();
  await typed(10); // typing on while the server is down
  child = await startChildServer(env);
  await Promise.all(typists.map((client) => synced(client, 20_000)));
  await typed(10);
  typing = false;
  await loop;

  await waitUntil(() => new Set(typists.map((client) => client.text('comments').toString())).size === 1, 10_000, 'the typists did not converge');
  const comments = typists[0]!.text('comments').toString();
  for (let n = 0; n < count; n++) {
    for (const i of [0, 1, 2]) expect(comments).toContain(`[${i}:${n}]`);
  }
  const lonelyAgain = openDoc(baseUrl, anna.cookie, recordName('station', lonelySid));
  clients.push(lonelyAgain);
  await synced(lonelyAgain);
  expect(lonelyAgain.text('review').toString()).toBe('Typed by someone who never came back.');

  // The columns follow at the flush point, and the stored doc holds it all.
  const saved = async () => (await anna.call('station', { sid })).st;
  await waitUntil(async () => (await saved()).comments === comments, 4 * AUTOSAVE_STATION_MS, 'the comments column did not follow');
  await waitUntil(async () => (await anna.call('station', { sid: lonelySid })).st.review === 'Typed by someone who never came back.',
    4 * AUTOSAVE_STATION_MS, 'the review column of the lonely station did not follow');
  const stored = new Y.Doc();
  for (const row of await sql<{ update: Uint8Array }[]>`select update from yjs_updates where doc = ${name} order by id`) Y.applyUpdate(stored, row.update);
  expect(stored.getText('comments').toString()).toBe(comments);
}, 120_000);
