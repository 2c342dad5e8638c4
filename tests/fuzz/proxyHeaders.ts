import { PASSWORD } from '../helpers/testServer.ts';
import { describeInput, type FuzzServer, type Ledger } from './harness.ts';
import { rawRequest, upgradeRequest } from './rawHttp.ts';
import type { Rng } from './random.ts';

// The fuzz server trusts loopback (harness.ts), where the fuzzer is: these headers reach the client address the
// login limit counts by and the scheme the cookies' Secure follows.
const FORWARDED_FOR = ['', ' ', ',', ',,,', 'unknown', '_hidden', '198.51.100.7', '198.51.100.7, 10.0.0.1, 127.0.0.1', '[::1]', '[::1]:443',
  '::1', '2001:db8::1', '::ffff:203.0.113.5', '198.51.100.7:8080', '999.1.1.1', '1', '0', '-1', 'localhost', '0x7f.1', '127.1',
  ' 198.51.100.7 ,, 203.0.113.9 ', 'fe80::1%eth0', '%00', 'é', 'x'.repeat(6000), Array.from({ length: 1000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(',')];
const FORWARDED_PROTO = ['https', 'http', 'HTTPS', ' https', 'https, http', 'http, https', '', ',', ', https', 'wss', 'ftp', 'https\t', 'x'.repeat(4000)];
const FORWARDED_HOST = ['evil.example', '127.0.0.1:1', '', '[::1]', 'x:y:z', 'a'.repeat(3000)];
const FORWARDED = ['for=198.51.100.7;proto=https', 'for="[2001:db8::1]:80"', 'for=unknown, for=_x', ';;;', 'x'.repeat(3000)];

/** A header value: one of the lists, or random printable bytes (a CR or LF would end the header; other controls get 400). */
function value(rng: Rng, list: readonly string[]): string {
  if (rng.chance(0.75)) return rng.pick(list);
  return [...rng.bytes(1 + rng.int(40))].map((byte) => String.fromCharCode(byte < 0x20 || byte === 0x7f ? 0x2c : byte)).join('');
}

/** The proxy headers of one request: any of them, some twice. */
function proxyHeaders(rng: Rng): [string, string][] {
  const headers: [string, string][] = [];
  const add = (name: string, list: readonly string[]) => {
    for (let k = rng.chance(0.2) ? 2 : 1; k > 0; k--) headers.push([name, value(rng, list)]);
  };
  if (rng.chance(0.8)) add('X-Forwarded-For', FORWARDED_FOR);
  if (rng.chance(0.6)) add('X-Forwarded-Proto', FORWARDED_PROTO);
  if (rng.chance(0.3)) add('X-Forwarded-Host', FORWARDED_HOST);
  if (rng.chance(0.2)) add('Forwarded', FORWARDED);
  return headers;
}

/**
 * Express's scheme from X-Forwarded-Proto of a trusted hop: the first of its comma-separated values (Node joins
 * a repeated header with ", ", and trims the whitespace around each line's value).
 */
function forwardedHttps(headers: [string, string][]): boolean {
  const values = headers.filter(([name]) => name === 'X-Forwarded-Proto').map(([, text]) => text.trim());
  return values.length > 0 && values.join(', ').split(',')[0]!.trim() === 'https';
}

type Target = 'login' | 'wrong login' | 'logininfo' | 'whoami' | 'page' | 'kiosk page' | 'upgrade /yjs' | 'upgrade /socket.io';
const TARGETS: readonly Target[] = ['login', 'wrong login', 'logininfo', 'whoami', 'page', 'kiosk page', 'upgrade /yjs', 'upgrade /socket.io'];

function request(target: Target, headers: [string, string][], cookie: string, doc: string, i: number): string {
  const lines = headers.map(([name, text]) => `${name}: ${text}`);
  const withHeaders = (head: string, extra: string[], body = '') =>
    `${head} HTTP/1.1\r\n${['Host: 127.0.0.1', 'Connection: close', ...extra, ...lines].join('\r\n')}\r\n\r\n${body}`;
  const post = (path: string, body: unknown) => {
    const json = JSON.stringify(body);
    return withHeaders(`POST ${path}`, ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(json)}`], json);
  };
  switch (target) {
    case 'login': return post('/api/login', { user: 'fuzz', password: PASSWORD });
    case 'wrong login': return post('/api/login', { user: `nobody${i}`, password: 'wrong' });
    case 'logininfo': return post('/api/logininfo', {});
    case 'whoami': return withHeaders('POST /api/whoami', [`Cookie: ${cookie}`, 'Content-Length: 0']);
    case 'page': return withHeaders('GET /service', i % 2 ? [`Cookie: ${cookie}`] : []);
    case 'kiosk page': return withHeaders('GET /ncr/board?kiosk=not-a-token', []);
    case 'upgrade /yjs': return upgradeRequest(`/yjs/${doc}`, { Cookie: cookie, ...Object.fromEntries(headers) });
    case 'upgrade /socket.io': return upgradeRequest('/socket.io/?EIO=4&transport=websocket', { Cookie: cookie, ...Object.fromEntries(headers) });
  }
}

/**
 * Requests with hostile X-Forwarded-For, -Proto, -Host and Forwarded headers, repeated or oversized, to the login
 * (which counts by the forwarded address), the JSON calls, pages and both websocket upgrades. Never a 5xx; a login
 * that succeeds sets its cookie Secure exactly when the forwarded scheme is https.
 */
export async function fuzzProxyHeaders(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, doc: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    // Every target once with a thousand forwarded addresses (under Node's 16 KiB of headers), then random ones.
    const target = i < TARGETS.length ? TARGETS[i]! : rng.pick(TARGETS);
    const headers: [string, string][] = i < TARGETS.length ? [['X-Forwarded-For', FORWARDED_FOR.at(-1)!], ['X-Forwarded-Proto', 'https']] : proxyHeaders(rng);
    const entry = `proxy headers: ${target}`;
    const input = describeInput(headers.map(([name, text]) => `${name}: ${text}`).join(' | '));
    ledger.count(entry);
    try {
      const answer = await rawRequest(server.port, request(target, headers, cookie, doc, i));
      if (answer.status >= 500) ledger.fail(entry, input, `answered ${answer.status}`);
      else if (answer.status === 0) ledger.fail(entry, input, 'closed without an answer');
      const session = /^set-cookie: sd_session=.*$/im.exec(answer.head)?.[0];
      if (target === 'login' && answer.status === 200 && /;\s*secure/i.test(session ?? '') !== forwardedHttps(headers)) {
        ledger.fail(entry, input, `the session cookie ${session ?? '(none)'} for X-Forwarded-Proto ${JSON.stringify(headers.filter(([name]) => name === 'X-Forwarded-Proto'))}`);
      }
    } catch (error) {
      ledger.fail(entry, input, (error as Error).message);
    }
    if (server.exit()) return ledger.fail(entry, input, server.exit()!);
  }
}
