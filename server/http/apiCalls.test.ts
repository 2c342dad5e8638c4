import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCalls } from './apiCalls.ts';
import { sendJson } from './sendJson.ts';

/** Short, so that the calls which wait past it take a moment. */
const DEADLINE_MS = 300;

describe('ApiCalls', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const calls = new ApiCalls();
    calls.add('echo', async ({ req, res, body, caller }) => sendJson(req, res, { body: body ?? null, caller }));
    calls.add('stations/first', async ({ req, res }) => sendJson(req, res, { first: true }));
    calls.add('fails', async () => { throw new Error('broken'); });
    calls.add('hangs', () => new Promise(() => {}));
    calls.add('late', async ({ req, res }) => {
      await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS + 100));
      await sendJson(req, res, { late: true });
    });
    const gate = {
      headers: (res: http.ServerResponse) => res.setHeader('X-Frame-Options', 'DENY'),
      caller: async ({ cookie }: http.IncomingHttpHeaders) => (cookie ? { kind: 'kiosk' as const, kiosk: { id: 1, name: cookie } } : null),
      allowedOrigins: ['https://allowed.example'],
      deadlineMs: DEADLINE_MS,
    };
    const fallthrough = (req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ fallthrough: `${req.method} ${req.url}` }));
    };
    server = http.createServer(calls.listener(gate, fallthrough));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', body, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers } });

  it('answers a call with its parsed JSON body and its caller, and a bodiless call without a body', async () => {
    const echoed = await post('/api/echo', '{"a":[1,"x"]}', { cookie: 'sd=1' });
    expect(echoed.headers.get('x-frame-options')).toBe('DENY');
    expect(await echoed.json()).toEqual({ body: { a: [1, 'x'] }, caller: { kind: 'kiosk', kiosk: { id: 1, name: 'sd=1' } } });
    expect(await (await post('/api/echo?x=1', '{"a":1}')).json()).toEqual({ body: { a: 1 }, caller: null });
    expect(await (await post('/api/echo')).json()).toEqual({ body: null, caller: null });
    expect(await (await post('/api/stations/first', '{}')).json()).toEqual({ first: true });
  });

  it('leaves other methods and paths to the listener behind it', async () => {
    for (const path of ['/api/echo/', '/api/Echo', '/API/echo', '/api/echo/x', '/api/other', '/echo', '/api//echo']) {
      expect(await (await post(path, '{}')).json(), path).toEqual({ fallthrough: `POST ${path}` });
    }
    expect(await (await fetch(`${url}/api/echo`)).json()).toEqual({ fallthrough: 'GET /api/echo' });
  });

  it('refuses a body that is not JSON (415), broken JSON (400), a body over 1 MB (413) and a foreign origin (403)', async () => {
    const form = await post('/api/echo', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([form.status, await form.json()]).toEqual([415, { message: 'Content-Type must be application/json' }]);
    expect(form.headers.get('x-frame-options')).toBe('DENY');
    const broken = await post('/api/echo', '{"a": ');
    expect([broken.status, await broken.json()]).toEqual([400, { message: 'The request body is not valid JSON' }]);
    const large = await post('/api/echo', JSON.stringify({ text: 'x'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
    const foreign = await post('/api/echo', '{}', { origin: 'https://evil.example' });
    expect([foreign.status, await foreign.json()]).toEqual([403, { message: 'Origin https://evil.example is not allowed' }]);
    expect((await post('/api/echo', '{}', { origin: 'https://allowed.example' })).status).toBe(200);
  });

  it('answers what a call throws as the error handler does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await post('/api/fails', '{}');
    expect([failed.status, await failed.json()]).toEqual([500, { message: 'Internal server error' }]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('answers a call that has not answered by its deadline 503, in one line of log, and drops its late answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const [hung, late] = await Promise.all([post('/api/hangs', '{}'), post('/api/late', '{}')]);
    const waited = Date.now() - started;
    for (const answer of [hung, late]) {
      expect([answer.status, answer.headers.get('retry-after'), await answer.json()]).toEqual([503, '5', { message: 'Database unavailable, try again' }]);
    }
    expect(waited).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(waited).toBeLessThan(DEADLINE_MS + 100);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the late call answers now, to no one
    expect(logged.mock.calls.map((args) => args.join(' '))).toEqual([expect.stringMatching(/^Database unavailable \(request deadline\): \/api\/(hangs|late) not answered within 300 ms$/)]);
    logged.mockRestore();
    expect((await post('/api/stations/first', '{}')).status).toBe(200);
  });

  it('refuses to register a path twice', () => {
    const calls = new ApiCalls();
    calls.add('x', async () => {});
    expect(() => calls.add('x', async () => {})).toThrow('The API call x is registered twice');
  });
});
