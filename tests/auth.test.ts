import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ATTEMPTS } from '../server/auth/loginLimiter.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('anna', 'Anna Berger');
  await server.addUser('limited');
});
afterAll(() => server?.stop());

describe('login and sessions', () => {
  it('answers 401 to every call but login without a session', async () => {
    const client = new ApiClient(server.url);
    for (const path of ['/api/whoami', '/api/stations', '/api/stats', '/api/issues', '/api/people', '/api/locations']) {
      const result = await client.post(path, {});
      expect(result.status, path).toBe(401);
      expect(result.body).toEqual({ message: 'Not signed in' });
    }
    expect((await client.post('/api/station', { sid: 1 })).status).toBe(401);
    expect((await client.post('/api/updstation', { sid: 1 })).status).toBe(401);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie and tells who is signed in', async () => {
    const client = new ApiClient(server.url);
    const result = await client.login('anna', PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ user: { name: 'anna', person: 'Anna Berger' } });
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sd_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure is set over https
    expect(await client.call('whoami')).toEqual({ user: { name: 'anna', person: 'Anna Berger' } });
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    const first = client.cookie;
    await client.login('anna', PASSWORD);
    expect(client.cookie).not.toBe(first);
    const old = new ApiClient(server.url);
    old.cookie = first;
    expect((await old.post('/api/whoami')).status).toBe(401);
    expect((await client.post('/api/whoami')).status).toBe(200);
  });

  it('refuses a wrong password or an unknown user with 401 and no cookie', async () => {
    const client = new ApiClient(server.url);
    const wrong = await client.login('anna', 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Wrong user name or password');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await client.login('nobody', PASSWORD)).status).toBe(401);
  });

  it('validates the login body', async () => {
    const client = new ApiClient(server.url);
    const result = await client.post('/api/login', { user: '' });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/user: must not be empty/);
    expect(result.body.message).toMatch(/password/);
  });

  it('ends the session server-side at logout', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    const token = client.cookie;
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('clear-site-data')).toBe('"cache"'); // the browser's HTTP cache of the site goes too
    const replay = new ApiClient(server.url);
    replay.cookie = token;
    expect((await replay.post('/api/whoami')).status).toBe(401);
  });

  it('limits failed logins per account with 429 and Retry-After', async () => {
    const client = new ApiClient(server.url);
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) expect((await client.login('limited', 'wrong-password')).status).toBe(401);
    const blocked = await client.login('limited', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // other accounts from elsewhere are not affected
    expect((await new ApiClient(server.url).login('anna', PASSWORD)).status).toBe(200);
  });

  it('expires sessions after the configured inactivity', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    await server.sql`update sessions set last_seen = now() - interval '13 hours'`;
    expect((await client.post('/api/whoami')).status).toBe(401);
  });
});

describe('request guards', () => {
  it('rejects a foreign Origin on state-changing calls with 403', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    const foreign = await client.post('/api/addstation', { projectId: 'P-1000', stationName: 'Evil' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/Origin/);
    const crossSite = await client.post('/api/whoami', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await client.post('/api/whoami', {}, { origin: server.url.replace('127.0.0.1', '127.0.0.1') });
    expect(own.status).toBe(200);
    const [counted] = await server.sql<{ n: number }[]>`select count(*)::int as n from stations where name = 'Evil'`;
    expect(counted!.n).toBe(0);
  });

  it('rejects a body that is not JSON with 415, and broken JSON with 400', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    const form = await client.post('/api/addstation', 'projectId=P-1000&stationName=Form', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Content-Type must be application/json');
    const broken = await client.post('/api/addstation', '{"projectId": ', {});
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers an unknown /api path with 404 Endpoint not found', async () => {
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    for (const path of ['/api/nothing', '/api/stations/extra', '/api/']) {
      const result = await client.post(path);
      expect(result.status, path).toBe(404);
      expect(result.body).toEqual({ message: 'Endpoint not found' });
    }
    const get = await client.get('/api/whatever');
    expect(get.status).toBe(404);
  });
});

describe('pages', () => {
  it('redirects a page request without a session to the login page with the return path', async () => {
    const response = await new ApiClient(server.url).get('/service/station?sid=12');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/manager/login?return=%2Fservice%2Fstation%3Fsid%3D12');
  });

  it('leaves a kiosk token out of the return path (a wall screen whose token no longer works)', async () => {
    const response = await new ApiClient(server.url).get('/ncr/board?kiosk=revoked-or-wrong-token&assignee=Anna');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/manager/login?return=%2Fncr%2Fboard%3Fassignee%3DAnna');
  });

  it('never builds an open redirect from the return path', async () => {
    const response = await new ApiClient(server.url).get('//evil.example/path');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/manager/login?return=%2F');
  });

  it('serves the login page and, with a session, the app without redirect', async () => {
    expect((await new ApiClient(server.url).get('/manager/login')).status).not.toBe(302);
    const client = new ApiClient(server.url);
    await client.login('anna', PASSWORD);
    expect((await client.get('/service')).status).not.toBe(302);
  });
});
