import { EXPORT_PATHS } from '../../shared/endpoints.ts';
import type { FuzzServer, Ledger } from './harness.ts';
import { rawRequest } from './rawHttp.ts';
import type { Rng } from './random.ts';

const KEYS = ['q', 'filter', 'sort', 'dir', 'assignee', 'category', 'station', 'product', 'reported', 'page', 'kiosk', '__proto__', 'q[]', 'filter[a]', ''];
const VALUES = [
  '', '0', '2', '4', '9', '-1', '1.5', '1e3', 'NaN', 'name', 'close', 'asc', 'desc', 'Major', 'Critical', 'anna%20berger', '%', '%00', '%E0%A4%A',
  '%F0%9F%92%A9', 'x'.repeat(2000), '2026-01-05..2026-01-11', '2026-02-30..2026-03-01', '..', '2147483648', '%C3%BC%C3%B6', '__proto__', 'a%26b%3Dc',
];

/** GET /api/export/*.csv with odd, repeated and bracketed parameters, signed in or not: never a 5xx, never a hang. */
export async function fuzzExports(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const path = rng.pick(Object.values(EXPORT_PATHS));
    const entry = `GET ${path}`;
    const params = Array.from({ length: rng.int(5) }, () => `${rng.pick(KEYS)}=${rng.pick(VALUES)}`);
    const target = `${path}${params.length ? `?${params.join('&')}` : ''}`;
    const signedIn = rng.chance(0.85);
    ledger.count(entry);
    const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${signedIn ? `Cookie: ${cookie}\r\n` : ''}\r\n`;
    const { status } = await rawRequest(server.port, request, { reset: rng.chance(0.1) }).catch((error: Error) => ({ status: -1, error }));
    if (status >= 500 || status === -1) ledger.fail(entry, `${signedIn ? 'staff' : 'anonymous'} ${target}`, `answered ${status}`);
    if (server.exit()) return ledger.fail(entry, target, server.exit()!);
  }
}
