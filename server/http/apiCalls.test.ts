import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCalls } from './apiCalls.ts';
import { errorHandler } from './errorHandler.ts';

describe('ApiCalls', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const calls = new ApiCalls();
    calls.add('echo', (req, res) => { res.json({ body: req.body ?? null }); });
    calls.add('fails', async () => { throw new Error('broken'); });
    const app = express();
    app.use(calls.middleware());
    app.use((req, res) => { res.status(404).json({ fallthrough: `${req.method} ${req.path}` }); });
    app.use(errorHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body?: string, type = 'application/json') =>
    fetch(`${url}${path}`, { method: 'POST', body, headers: body === undefined ? {} : { 'content-type': type } });

  it('answers a call with its parsed JSON body, and a bodiless call without one', async () => {
    expect(await (await post('/echo', '{"a":[1,"x"]}')).json()).toEqual({ body: { a: [1, 'x'] } });
    expect(await (await post('/echo?x=1', '{"a":1}')).json()).toEqual({ body: { a: 1 } });
    expect(await (await post('/echo')).json()).toEqual({ body: null });
  });

  it('leaves other methods and paths to the routes after it', async () => {
    for (const path of ['/echo/', '/Echo', '/echo/x', '/other']) {
      expect(await (await post(path, '{}')).json(), path).toEqual({ fallthrough: `POST ${path}` });
    }
    expect(await (await fetch(`${url}/echo`)).json()).toEqual({ fallthrough: 'GET /echo' });
  });

  it('refuses a body that is not JSON (415), broken JSON (400) and a body over 1 MB (413)', async () => {
    const form = await post('/echo', 'a=1', 'application/x-www-form-urlencoded');
    expect([form.status, await form.json()]).toEqual([415, { message: 'Content-Type must be application/json' }]);
    const broken = await post('/echo', '{"a": ');
    expect([broken.status, await broken.json()]).toEqual([400, { message: 'The request body is not valid JSON' }]);
    const large = await post('/echo', JSON.stringify({ text: 'x'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
  });

  it('hands what a call throws to the error handler', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await post('/fails', '{}');
    expect([failed.status, await failed.json()]).toEqual([500, { message: 'Internal server error' }]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('refuses to register a path twice', () => {
    const calls = new ApiCalls();
    calls.add('x', () => {});
    expect(() => calls.add('x', () => {})).toThrow('The API call x is registered twice');
  });
});
