// The Content-Security-Policy of a real server with a built client: the inline scripts of its index.html
// (client/head/*.js) are allowed by their hashes on pages, on index.html itself (the service worker's copy)
// and on every other answer; a new build's scripts from its first page on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../server/http/contentSecurityPolicy.ts';
import { LOGIN_PATH, paths } from '../shared/paths.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';

const page = (script: string) => `<!doctype html><html><head><script>${script}</script><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('the Content-Security-Policy with a built client', () => {
  let server: TestServer;
  let staff: ApiClient;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets/index.js'), 'console.log(1);');
    fs.writeFileSync(path.join(clientDir, 'index.html'), page('first()'));
    server = await startTestServer({}, { clientDir });
    staff = await server.signIn('anna');
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const policyOf = (response: Response) => response.headers.get('content-security-policy');

  it("allows the page's inline scripts by their hashes, on pages, index.html and every other answer", async () => {
    const expected = contentSecurityPolicy(inlineScriptHashes(page('first()')));
    expect(expected).toMatch(/script-src 'self' 'sha256-[\w+/]+=';/);
    const answers = [
      await staff.get(paths.stations),
      await fetch(`${server.url}${LOGIN_PATH}`),
      await staff.get('/index.html'),
      await staff.get('/assets/index.js'),
      await fetch(`${server.url}/api/whoami`, { method: 'POST' }),
    ];
    for (const answer of answers) expect(policyOf(answer), answer.url).toBe(expected);
  });

  it("allows a new build's scripts from its first page on, and no longer the old build's", async () => {
    const index = path.join(clientDir, 'index.html');
    fs.writeFileSync(index, page('second()'));
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
    const expected = contentSecurityPolicy(inlineScriptHashes(page('second()')));
    expect(expected).not.toBe(contentSecurityPolicy(inlineScriptHashes(page('first()'))));
    expect(policyOf(await staff.get(paths.stations))).toBe(expected);
    expect(policyOf(await fetch(`${server.url}/api/whoami`, { method: 'POST' }))).toBe(expected);
  });
});
