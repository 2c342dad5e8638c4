import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNode } from '../../tests/helpers/processes.ts';
import { loadConfig } from '../env.ts';
import { parseTrustProxy, type TrustProxy } from './trustProxy.ts';

describe('parseTrustProxy', () => {
  it('reads hop counts, true and false as Express takes them from code, and the rest as a list', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('1')).toBe(1); // Express's own string parse made this the address 0.0.0.1
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,192.168.1.7, fc00::/7, 172.16.0.0/255.240.0.0, ::ffff:10.1.2.3'))
      .toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', 'fc00::/7', '172.16.0.0/255.240.0.0', '::ffff:10.1.2.3']);
  });

  it('refuses what is none of them, naming the entry', () => {
    for (const text of ['yes', 'TRUE', '1.5', '-1', '0x1', 'nginx', '10.0.0.0/33', '10.0.0.0/0', '::1/129', '10.0.0.0/255.0.255.0', '10.0.0.0/',
      '10.0.0.256', 'fe80::1%eth0', 'loopback,', 'loopback,,10.0.0.1', 'localhost']) {
      expect(() => parseTrustProxy(text), text).toThrow(/is not a hop count, true, false, loopback/);
    }
  });

  it('is how the server reads TRUST_PROXY, which stops it with a message naming the variable', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true, 10.0.0.1' })).toThrow(/^Invalid configuration: TRUST_PROXY: "true" is not a hop count/);
  });

  it('stops the server at start with one line naming TRUST_PROXY, before it opens anything', async () => {
    const node = spawnNode('server/main.ts', { PORT: '0', TRUST_PROXY: 'nginx', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-opened' });
    const code = await new Promise<number | null>((resolve) => (node.alive() ? node.child.once('exit', resolve) : resolve(node.child.exitCode)));
    expect(code).toBe(1);
    expect(node.output().trim()).toBe('Stationdesk could not start: Invalid configuration: TRUST_PROXY: "nginx" is not a hop count, true, false, loopback, '
      + 'linklocal, uniquelocal, an IP address or a subnet (10.0.0.0/8)');
  });
});

// Express gets the parsed value as it is (app.ts): what it then takes for the client's address and scheme, from a
// request of 127.0.0.1 that went through two proxies by its headers.
describe("Express's client address and scheme under each form", () => {
  let server: http.Server;
  let app: express.Express;
  let url: string;
  beforeAll(async () => {
    app = express();
    app.get('/', (req, res) => res.json({ ip: req.ip, secure: req.secure }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seen = async (setting: TrustProxy) => {
    app.set('trust proxy', setting);
    const response = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.2', 'x-forwarded-proto': 'https' } });
    return response.json() as Promise<{ ip: string; secure: boolean }>;
  };

  const cases: [string, { ip: string; secure: boolean }][] = [
    ['', { ip: '127.0.0.1', secure: false }],
    ['0', { ip: '127.0.0.1', secure: false }],
    ['1', { ip: '198.51.100.2', secure: true }],
    ['2', { ip: '203.0.113.1', secure: true }],
    ['5', { ip: '203.0.113.1', secure: true }],
    ['true', { ip: '203.0.113.1', secure: true }],
    ['loopback', { ip: '198.51.100.2', secure: true }],
    ['127.0.0.1, 198.51.100.0/24', { ip: '203.0.113.1', secure: true }],
    ['127.0.0.0/255.0.0.0', { ip: '198.51.100.2', secure: true }],
    ['10.0.0.0/8, uniquelocal, linklocal', { ip: '127.0.0.1', secure: false }],
    ['127.0.0.2', { ip: '127.0.0.1', secure: false }],
  ];
  for (const [text, expected] of cases) {
    it(`TRUST_PROXY=${JSON.stringify(text)}`, async () => {
      expect(await seen(parseTrustProxy(text))).toEqual(expected);
    });
  }
});
