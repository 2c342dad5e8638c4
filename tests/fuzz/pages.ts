import { describeInput, type FuzzServer, type Ledger } from './harness.ts';
import { rawRequest } from './rawHttp.ts';
import { randomText, type Rng } from './random.ts';

const PAGES = ['/', '/service', '/service/add', '/service/station', '/ncr', '/ncr/issue', '/ncr/add', '/world', '/ncr/board', '/ncr/dashboard', '/manager/login',
  '/manager/screens', '/assets/index.js', '/favicon.svg', '/nope', '/api', '/api/..', '/socket.io', '/yjs/station:1'];
const SUFFIXES = ['', '/', '%', '/%E0%A4%A', '%00', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cpackage.json', '?sid=-1', '?sid=%', '?iid=1e999',
  '?kiosk=', '?kiosk=%00', '?kiosk=%', '?kiosk=a&kiosk=b', '?kiosk[a]=1', '?return=%', '?return=//evil.example', '?return=/\\evil',
  '?return=%0d%0aSet-Cookie:%20x=1', '#frag', ';jsessionid=1', '/%ED%A0%80', '/%C0%AF'];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE', 'PROPFIND', 'CONNECT'];

/** A request target: a page with a hostile suffix, raw bytes, an absolute or asterisk form, or an oversized one. */
function target(rng: Rng): Buffer {
  switch (rng.int(8)) {
    case 0: return Buffer.from(rng.pick(['*', 'http://[/service', 'http://127.0.0.1/service', '//evil.example/service', 'service', '/' + 'a'.repeat(20_000)]));
    case 1: return Buffer.concat([Buffer.from(rng.pick(PAGES)), Buffer.from('/'), rng.bytes(1 + rng.int(12)).map((byte) => (byte <= 0x20 || byte === 0x7f ? 0x41 : byte))]);
    case 2: return Buffer.from(`${rng.pick(PAGES)}?kiosk=${encodeURIComponent(randomText(rng, 8).replace(/[\ud800-\udfff]/g, '?'))}`);
    default: return Buffer.from(rng.pick(PAGES) + rng.pick(SUFFIXES));
  }
}

/** Requests pages (anonymous and signed in) with hostile targets and methods: never a 5xx. */
export async function fuzzPages(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, count: number): Promise<void> {
  const entry = 'GET pages';
  for (let i = 0; i < count; i++) {
    // Every suffix on the first page once (GET /% was a 500), then random ones.
    const method = i < SUFFIXES.length ? 'GET' : rng.pick(METHODS);
    const signedIn = rng.chance(0.5);
    const request = Buffer.concat([Buffer.from(`${method} `), i < SUFFIXES.length ? Buffer.from(`/${SUFFIXES[i]}`) : target(rng), Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${signedIn ? `Cookie: ${cookie}\r\n` : ''}\r\n`)]);
    const input = describeInput(request.toString('latin1').split('\r\n')[0]);
    ledger.count(entry);
    try {
      const { status } = await rawRequest(server.port, request);
      if (status >= 500) ledger.fail(entry, `${signedIn ? 'staff' : 'anonymous'} ${input}`, `answered ${status}`);
    } catch (error) {
      ledger.fail(entry, input, (error as Error).message);
    }
    if (server.exit()) return ledger.fail(entry, input, server.exit()!);
  }
}
