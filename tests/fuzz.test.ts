import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../server/http/contentSecurityPolicy.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { fuzzApi, type Targets } from './fuzz/api.ts';
import { fuzzExports } from './fuzz/exports.ts';
import { Ledger, snapshot, startFuzzServer, type FuzzServer } from './fuzz/harness.ts';
import { fuzzImageReads, fuzzUploads, tinyPng } from './fuzz/images.ts';
import { fuzzPages } from './fuzz/pages.ts';
import { fuzzProxyHeaders } from './fuzz/proxyHeaders.ts';
import { Rng } from './fuzz/random.ts';
import { fuzzSocketIo } from './fuzz/socketio.ts';
import { fuzzYjsAwareness, fuzzYjsFrames, fuzzYjsUpgrades } from './fuzz/yjs.ts';

// A fuzzer over every entry point: each /api call, the pages, the upload and image routes, Socket.IO events
// and frames, the /yjs upgrade and its binary frames, and the proxy headers of each kind of request. The server
// runs in its own process; asserted for every input: no 5xx, the process lives, and a rejected input leaves the
// data as it was. FUZZ_SEED replays a run;
// FUZZ_SCALE multiplies the number of inputs (1 keeps the file well under two minutes on two cores).
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));

let server: FuzzServer;
let staff: ApiClient;
let targets: Targets;
const ledger = new Ledger();

/** Each entry point draws from its own stream, so adding one does not change the inputs of the others. */
const rngFor = (entry: string) => new Rng([...entry].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), SEED ^ 2166136261));

/** Runs one group of entry points and asserts that it left no failure and the server alive. */
async function group(run: () => Promise<void>): Promise<void> {
  const start = ledger.failures.length;
  await run();
  const failures = ledger.failures.slice(start).map((failure) => `${failure.entry} | ${failure.input} | ${failure.problem}`);
  expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  expect(server.exit(), `FUZZ_SEED=${SEED}`).toBeNull();
}

beforeAll(async () => {
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE}`);
  server = await startFuzzServer();
  staff = await server.signIn('fuzz');
  const { result: sid } = await staff.call('addStation', { projectId: '61001', stationName: 'Fuzz Station', serials: [{ cat: 'ASC', serial: 'F-1' }] });
  const { result: iid } = await staff.call('addIssue', { station: sid, prod: 'ASC' });
  const upload = new FormData();
  upload.append('files', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'station.png');
  const uploaded = await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', headers: { cookie: staff.cookie }, body: upload });
  if (uploaded.status !== 200) throw new Error(`the fixture image upload answered ${uploaded.status}`);
  const { st, prods } = await staff.call('station', { sid });
  const { issue } = await staff.call('issue', { iid });
  const { action } = await staff.call('addAction', { iid, type: 1, descr: 'Fuzz target', due: '2026-07-01' });
  targets = { sid, iid, pid: prods[0]!.pid, aid: action.aid, stationModif: st.modif, issueModif: issue.modif, actionModif: action.modif };
}, 60_000);

afterAll(async () => {
  console.log(`fuzz: FUZZ_SEED=${SEED}\n${ledger.table()}`);
  if (server?.exit()) console.log(`fuzz: ${server.exit()}; the server's last output:\n${server.output().slice(-4000)}`);
  await server?.stop();
});

describe('fuzzing every entry point', { timeout: 60_000 }, () => {
  it('POST /api/*: bodies of wrong types, NUL and lone surrogates, out-of-range numbers, broken JSON and compression', () =>
    group(() => fuzzApi(server, ledger, rngFor('api'), { staff, anonymous: new ApiClient(server.url) }, targets, n(30))));

  it('page routes: broken percent-encoding, absolute and raw targets, odd methods and queries', () =>
    group(() => fuzzPages(server, ledger, rngFor('pages'), staff.cookie, n(150))));

  it('POST /api/uploadf/:sid: truncated and garbage multipart, wrong boundaries, fake images, oversized files', () =>
    group(() => fuzzUploads(server, ledger, rngFor('uploads'), staff, targets.sid, n(60))));

  it('GET /api/stations/:sid/image: odd sids, formats and sizes', () =>
    group(() => fuzzImageReads(server, ledger, rngFor('images'), staff.cookie, targets.sid, n(100))));

  it('GET /api/export/*.csv: odd, repeated and bracketed parameters, clients that go away', () =>
    group(() => fuzzExports(server, ledger, rngFor('exports'), staff.cookie, n(100))));

  it('Socket.IO: events with wrong types and sizes, unknown events, raw engine.io frames and polling garbage', () =>
    group(() => fuzzSocketIo(server, ledger, rngFor('socket.io'), staff.cookie, targets.sid, n(120))));

  it('/yjs upgrades: bad paths and encodings, absolute-form targets, missing headers, clients that vanish', () =>
    group(() => fuzzYjsUpgrades(server, ledger, rngFor('yjs upgrades'), staff.cookie, `station:${targets.sid}`, n(150))));

  it('/yjs binary frames: random bytes, truncated varints, huge lengths, garbage updates', () =>
    group(() => fuzzYjsFrames(server, ledger, rngFor('yjs frames'), staff.cookie, `station:${targets.sid}`, n(120))));

  it('/yjs awareness: made-up and foreign clients, broken counts and states, departures of strangers, queries', async () => {
    const other = await server.signIn('fuzz-witness');
    await group(() => fuzzYjsAwareness(server, ledger, rngFor('yjs awareness'), staff.cookie, other.cookie, `station:${targets.sid}`, n(80)));
  });

  it('proxy headers: hostile, repeated and oversized X-Forwarded-For, -Proto, -Host and Forwarded on logins, calls, pages and upgrades', () =>
    group(() => fuzzProxyHeaders(server, ledger, rngFor('proxy headers'), staff.cookie, `station:${targets.sid}`, n(60))));

  it('is still up and serving afterwards, with the records it was given', async () => {
    expect(server.exit()).toBeNull();
    expect((await staff.post('/api/whoami')).status).toBe(200);
    expect((await staff.post('/api/station', { sid: targets.sid })).status).toBe(200);
    expect(await snapshot(server.sql)).toContain('Fuzz Station');
  });

  it('sends the Content-Security-Policy with pages, built files and API answers', async () => {
    const page = await staff.get('/service');
    const policy = contentSecurityPolicy(inlineScriptHashes(await page.text()));
    for (const response of [page, await staff.get('/assets/index.js'), await fetch(`${server.url}/api/whoami`, { method: 'POST' })]) {
      expect(response.headers.get('content-security-policy'), response.url).toBe(policy);
    }
  });
});
