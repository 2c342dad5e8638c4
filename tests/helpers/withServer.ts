// A test file's server in one line:
//
//   const { server, users: { anna, jonas } } = withServer({ users: { anna: 'Anna Berger', jonas: 'Jonas Weber' } });
//
// starts a test server before the file's tests (tests/helpers/testServer.ts), signs in each user (name → person,
// or null for none), and stops it after them. What it hands out stands for the server and the clients made in
// beforeAll, so the tests use them by name, as if they had been there all along.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/env.ts';
import type { ApiClient } from './apiClient.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export function withServer<U extends string = never>(options: { users?: Record<U, string | null>; config?: Partial<Config>; start?: Parameters<typeof startTestServer>[1] } = {}): { server: TestServer; users: Record<U, ApiClient> } {
  let server: TestServer | undefined;
  const clients = new Map<string, ApiClient>();
  beforeAll(async () => {
    server = await startTestServer(options.config, options.start);
    for (const [name, person] of Object.entries(options.users ?? {}) as [U, string | null][]) clients.set(name, await server.signIn(name, person ?? undefined));
  });
  afterAll(async () => { await server?.stop(); });
  const started = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`withServer: ${what} exists from the file's beforeAll on; use it in a test or hook`);
    return value;
  };
  const users = Object.fromEntries(Object.keys(options.users ?? {}).map((name) => [name, standIn(() => started(name, clients.get(name)))]));
  return { server: standIn(() => started('the server', server)), users: users as Record<U, ApiClient> };
}

/**
 * An object that forwards every use to what `target()` answers at that moment: properties are read and written
 * there, and its methods (postgres.js's `sql` tag included, with its own properties) run with it as `this`.
 */
function standIn<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const real = target();
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? new Proxy(value, { apply: (method, _this, args) => Reflect.apply(method, real, args) }) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}
