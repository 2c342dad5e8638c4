import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ATTEMPTS } from '../server/auth/loginLimiter.ts';
import { loadConfig } from '../server/env.ts';
import { postFrom, startReverseProxy, type ReverseProxy } from './helpers/reverseProxy.ts';
import { PASSWORD } from './helpers/testServer.ts';
import { withServer } from './helpers/withServer.ts';

// The whole path behind a proxy: a reverse proxy on loopback forwards from an address of its own, and clients come
// from loopback addresses of their own, through the proxy or directly. The server trusts the proxy by its address
// (TRUST_PROXY=127.0.0.2, as docker-compose.yml names its balancer) or as the one hop in front (TRUST_PROXY=1,
// which Express's own parse took for the address 0.0.0.1). What each form means: server/http/trustProxy.test.ts.
const PROXY = '127.0.0.2';
const CLIENT_A = '127.0.0.11';
const CLIENT_B = '127.0.0.12';
const DIRECT = '127.0.0.1';

/** A server configured with TRUST_PROXY=`trustProxy`, the proxy in front of it, and the users anna, bert and carl. */
function behindProxy(trustProxy: string) {
  const { server } = withServer({ config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy } });
  let proxy: ReverseProxy | undefined;
  beforeAll(async () => {
    proxy = await startReverseProxy(server, PROXY);
    for (const name of ['anna', 'bert', 'carl']) await server.addUser(name);
  });
  afterAll(() => proxy?.close());
  return { server, proxyPort: () => proxy!.port };
}

const login = (from: string, port: number, user: string, password: string, headers: Record<string, string> = {}) =>
  postFrom(from, port, '/api/login', { user, password }, headers);
const cookieOf = (answer: { headers: { 'set-cookie'?: string[] } }) => answer.headers['set-cookie']?.join('\n') ?? '';

describe('behind the proxy named by its address (TRUST_PROXY=127.0.0.2)', () => {
  const { server, proxyPort } = behindProxy(PROXY);

  it('sets the session cookie Secure when the proxy says the client came over https, and only then', async () => {
    const proxied = await login(CLIENT_A, proxyPort(), 'anna', PASSWORD);
    expect(proxied.status).toBe(200);
    expect(cookieOf(proxied)).toMatch(/^sd_session=.*;\s*Secure/i);
    // A client that reaches the server itself is not the proxy: its X-Forwarded-Proto says nothing.
    const direct = await login(DIRECT, server.port, 'anna', PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(direct.status).toBe(200);
    expect(cookieOf(direct)).toMatch(/^sd_session=/);
    expect(cookieOf(direct)).not.toMatch(/Secure/i);
  });

  it('counts failed logins by the client behind the proxy, whatever X-Forwarded-For the client sends', async () => {
    // Client A guesses bert's password, claiming another address each time; the proxy appends A's own.
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) {
      expect((await login(CLIENT_A, proxyPort(), 'bert', 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(401);
    }
    expect((await login(CLIENT_A, proxyPort(), 'bert', PASSWORD, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(429);
    // Client B, behind the same proxy, is another address: bert signs in from there. (With the proxy's own address
    // taken for every client, as TRUST_PROXY=1 did, A's failures locked B out too.)
    expect((await login(CLIENT_B, proxyPort(), 'bert', PASSWORD)).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) {
      expect((await login(DIRECT, server.port, 'carl', 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    }
    const refused = await login(DIRECT, server.port, 'carl', PASSWORD, { 'x-forwarded-for': '203.0.113.200' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(CLIENT_B, proxyPort(), 'carl', PASSWORD)).status).toBe(200);
  });
});

describe('behind one proxy hop (TRUST_PROXY=1)', () => {
  const { proxyPort } = behindProxy('1');

  it('sets the session cookie Secure over https, and counts failed logins by the client behind the proxy', async () => {
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) expect((await login(CLIENT_A, proxyPort(), 'bert', 'wrong-password')).status).toBe(401);
    expect((await login(CLIENT_A, proxyPort(), 'bert', PASSWORD)).status).toBe(429);
    const other = await login(CLIENT_B, proxyPort(), 'bert', PASSWORD);
    expect(other.status).toBe(200);
    expect(cookieOf(other)).toMatch(/^sd_session=.*;\s*Secure/i);
  });
});
