import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';

// No input may crash the server, answer 500, or change anything when it is rejected.
let server: TestServer;
let client: ApiClient;
let sid: number;
let iid: number;

/** The calls that take a body: every nasty one is refused. */
const CALLS_WITH_INPUT = ['addstation', 'station', 'updstation', 'rmstation', 'addprod', 'rmprod', 'issue', 'updissue', 'rmissue', 'addissue', 'login'];
/** The calls that take none: a body is ignored or refused, never a failure. */
const CALLS_WITHOUT_INPUT = ['whoami', 'stations', 'stats', 'locations', 'issues', 'people', 'logininfo'];

const NASTY: unknown[] = [
  null, [], [1, 2], 'text', 42, true, {}, { sid: null }, { sid: -1 }, { sid: 1.5 }, { sid: '1' }, { sid: 2 ** 40 },
  { iid: {} }, { pid: [] }, { station: 'x', prod: 5 }, { projectId: {}, stationName: [] }, { serials: 'abc' },
  { serials: [{ cat: 'ASC' }] }, { modif: 'not a date', sid: 1 }, { user: { $ne: 1 }, password: [] },
  { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }, { sid: 1, modif: '2020-01-01T00:00:00Z', active: 'maybe' },
  { sid: 1, modif: '2020-01-01T00:00:00Z', name: 'x'.repeat(100_000) }, { iid: 1, modif: '2020-01-01T00:00:00Z', status: '2' },
  { sid: 1, modif: '2020-01-01T00:00:00Z', setParent: 'abc' }, { sid: 1, modif: '2020-01-01T00:00:00Z', ack: 19790101 },
];

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('fuzz');
  client = new ApiClient(server.url);
  await client.login('fuzz', PASSWORD);
  ({ result: sid } = await client.call('addStation', { projectId: '61001', stationName: 'Fuzz Station', serials: [] }));
  ({ result: iid } = await client.call('addIssue', { station: sid, prod: 'ASC' }));
});
afterAll(() => server?.stop());

async function snapshot() {
  return {
    stations: await server.sql`select * from stations order by sid`,
    issues: await server.sql`select * from issues order by iid`,
    products: await server.sql`select * from products order by pid`,
  };
}

describe('bad input', () => {
  it('gets a 4xx with a message from every call that takes input, a 200 or a 4xx from the others, and changes nothing', async () => {
    const before = await snapshot();
    for (const call of [...CALLS_WITH_INPUT, ...CALLS_WITHOUT_INPUT]) {
      for (const body of NASTY) {
        const result = await client.post(`/api/${call}`, JSON.stringify(body));
        const label = `${call} ${JSON.stringify(body)?.slice(0, 80)} answered ${result.status}`;
        if (CALLS_WITHOUT_INPUT.includes(call) && result.status === 200) continue;
        expect(result.status, label).toBeGreaterThanOrEqual(400);
        expect(result.status, label).toBeLessThan(500);
        expect(typeof result.body?.message, label).toBe('string');
      }
    }
    // The session survived the garbage (the fuzzed logins failed), and nothing was written.
    await client.login('fuzz', PASSWORD);
    expect(await snapshot()).toEqual(before);
    expect(sid).toBeGreaterThan(0);
    expect(iid).toBeGreaterThan(0);
  });

  it('refuses bodies over 1 MB with 413 and non-UTF-8 charsets with 415', async () => {
    const huge = await client.post('/api/stations', JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    const latin = await client.post('/api/stations', '{}', { 'content-type': 'application/json; charset=ibm500' });
    expect(latin.status).toBe(415);
  });

  it('answers odd methods and paths with a 4xx', async () => {
    for (const [method, path] of [['PUT', '/api/stations'], ['DELETE', '/api/station'], ['PATCH', '/api/x'], ['GET', '/api/uploadf/1'], ['POST', '/api/uploadf/abc'], ['POST', '/api/stations/1/image']]) {
      const response = await fetch(`${server.url}${path}`, { method, headers: { cookie: client.cookie } });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    const stillUp = await client.post('/api/whoami');
    expect(stillUp.status).toBe(200);
  });
});
