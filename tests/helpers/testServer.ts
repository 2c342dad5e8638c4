import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { hashPassword } from '../../server/auth/password.ts';
import { createSql } from '../../server/db/sql.ts';
import { loadConfig, type Config } from '../../server/env.ts';
import { insertPeople } from '../../server/repositories/people.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { startServer, type RunningServer } from '../../server/server.ts';
import { createTestDatabase } from './testDatabase.ts';
import { ApiClient } from './apiClient.ts';

export const PEOPLE = ['Anna Berger', 'Jonas Weber', 'Maria Rossi'];
export const PASSWORD = 'test-password-1';

export interface TestServer extends RunningServer {
  config: Config;
  /** A second postgres.js connection to the same database, for assertions on what was stored. */
  sql: postgres.Sql;
  /** Creates (or resets) a user with PASSWORD. */
  addUser(name: string, person?: string): Promise<void>;
  /** Creates (or resets) a user with PASSWORD and returns a client signed in as that user. */
  signIn(name: string, person?: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/**
 * A real server on a free port against a fresh database: a new database on DATABASE_URL's server when it is
 * set, otherwise the embedded PGlite in a new temporary DATA_DIR.
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: { clientDir?: string; shareDatabaseOf?: TestServer; credentialRecheckMs?: number } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.shareDatabaseOf) {
    databaseUrl = options.shareDatabaseOf.config.databaseUrl;
  } else if (process.env.DATABASE_URL) {
    ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(process.env.DATABASE_URL));
  }
  const config = { ...loadConfig({ DATA_DIR: dataDir }), port: 0, host: '127.0.0.1', databaseUrl, ...overrides };
  const server = await startServer(config, { demo: false, clientDir: options.clientDir ?? path.join(dataDir, 'no-client'), credentialRecheckMs: options.credentialRecheckMs });
  const sql = databaseUrl ? createSql({ url: databaseUrl }, { max: 2 }) : createSql({ socketPath: path.join(dataDir, '.s.PGSQL.5432') }, { max: 1 });
  await insertPeople(sql, PEOPLE);
  const addUser = async (name: string, person?: string) => {
    await upsertUser(sql, { name, passwordHash: await hashPassword(PASSWORD), person: person ?? null });
  };
  return {
    ...server,
    config,
    sql,
    addUser,
    async signIn(name, person) {
      await addUser(name, person);
      const client = new ApiClient(server.url);
      await client.login(name, PASSWORD);
      return client;
    },
    async stop() {
      await sql.end();
      await server.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { createTestDatabase };
