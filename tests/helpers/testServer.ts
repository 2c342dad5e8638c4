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
import { freshDatabase } from './testDatabase.ts';
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

/** PASSWORD's hash, made once: every test user has that password, and hashing is slow on purpose. */
let passwordHash: Promise<string> | undefined;

/**
 * A real server on a free port against a fresh database of the tests' engine (tests/helpers/testDatabase.ts),
 * or against the database of `shareDatabaseOf` (a second node).
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: { clientDir?: string; shareDatabaseOf?: TestServer; credentialRecheckMs?: number } = {}): Promise<TestServer> {
  const database = options.shareDatabaseOf ? null : await freshDatabase();
  const dataDir = database?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-node-'));
  const databaseUrl = options.shareDatabaseOf ? options.shareDatabaseOf.config.databaseUrl : database!.databaseUrl;
  const config = { ...loadConfig({ DATA_DIR: dataDir }), port: 0, host: '127.0.0.1', databaseUrl, ...overrides };
  const server = await startServer(config, { demo: false, clientDir: options.clientDir ?? path.join(dataDir, 'no-client'), credentialRecheckMs: options.credentialRecheckMs });
  const sql = databaseUrl ? createSql({ url: databaseUrl }, { max: 2 }) : createSql({ socketPath: path.join(dataDir, '.s.PGSQL.5432') }, { max: 1 });
  await insertPeople(sql, PEOPLE);
  const addUser = async (name: string, person?: string) => {
    passwordHash ??= hashPassword(PASSWORD);
    await upsertUser(sql, { name, passwordHash: await passwordHash, person: person ?? null });
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
      if (database) await database.drop();
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

