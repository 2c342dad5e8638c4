// The one way tests get a database: a fresh copy of a migrated template, on the engine the test project runs on
// (DATABASE_URL's PostgreSQL when it is set, else the embedded PGlite). Servers, commands, child processes and
// the benchmarks all take theirs from here.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../../server/db/open.ts';
import { migrate } from '../../server/db/migrate.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestDatabase {
  /** The new database's URL on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** A DATA_DIR of its own: on PGlite it holds the database (a copy of the template), on PostgreSQL nothing yet. */
  dataDir: string;
  /** The environment a server process is started with to use it. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  /** Drops the database (PostgreSQL) and removes the data directory. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests run on (DATABASE_URL), or null on the embedded PGlite. */
export function testPostgresUrl(): string | null {
  return process.env.DATABASE_URL || null;
}

/**
 * A new, migrated, empty database of the tests' engine: on PostgreSQL `CREATE DATABASE … TEMPLATE` of a migrated
 * template, on PGlite a copy of a migrated data directory. Either template is made once per set of migrations
 * (its name hashes them) and kept, so a test pays for neither initdb nor migrations. `migrated: false` gives an
 * empty one instead, for tests of the migrations themselves. `postgresUrl` picks the PostgreSQL server (the benchmarks'), or null the embedded PGlite whatever the tests run on.
 */
export async function freshDatabase(options: { migrated?: boolean; prefix?: string; postgresUrl?: string | null } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix ?? 'stationdesk-test'}-`));
  const adminUrl = options.postgresUrl === undefined ? testPostgresUrl() : options.postgresUrl;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `${(options.prefix ?? 'stationdesk_test').replace(/\W/g, '_')}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const create = async () => {
      const template = migrated ? await templateOnce(adminUrl, () => postgresTemplate(adminUrl)) : null;
      await withAdmin(adminUrl, (admin) => admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`));
    };
    await create().catch(async (error: unknown) => {
      // A run on other migrations (another branch on this machine) dropped the template this process found: once more.
      if ((error as { code?: string }).code !== '3D000') throw error;
      templates.delete(adminUrl);
      await create();
    });
    databaseUrl = databaseUrlOf(adminUrl, name);
    dropDatabase = async () => { await withAdmin(adminUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`)); };
  } else if (migrated) {
    try {
      fs.cpSync(await templateOnce('pglite', pgliteTemplate), dataDir, { recursive: true });
    } catch (error) {
      // Removed (before or while it was copied) by a run on other migrations (another branch on this machine): once more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      templates.delete('pglite');
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir);
      fs.cpSync(await templateOnce('pglite', pgliteTemplate), dataDir, { recursive: true });
    }
  }
  return {
    databaseUrl,
    dataDir,
    env: { DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir },
    async drop() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes the templates of the tests' engine ahead of the tests (a global setup), so no test waits for one. */
export async function prepareTemplates(adminUrl: string | null): Promise<void> {
  if (adminUrl) await templateOnce(adminUrl, () => postgresTemplate(adminUrl));
  else await templateOnce('pglite', pgliteTemplate);
}

/** Each template looked up once per process (by the server's URL, or 'pglite'): its key reads every migration. */
const templates = new Map<string, Promise<string>>();

function templateOnce(key: string, find: () => Promise<string>): Promise<string> {
  if (!templates.has(key)) templates.set(key, find().catch((error: unknown) => { templates.delete(key); throw error; }));
  return templates.get(key)!;
}

/** A hash of what makes a migrated database: the migrations and the PGlite version. */
function migrationsKey(): string {
  const key = createHash('sha256');
  const migrations = path.join(ROOT, 'migrations');
  for (const file of fs.readdirSync(migrations).sort()) key.update(file).update(fs.readFileSync(path.join(migrations, file)));
  const pgliteVersion: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies['@electric-sql/pglite'];
  return key.update(String(pgliteVersion)).digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'stationdesk_template_';

/**
 * The migrated template database on the server of `adminUrl`. Built under a name of its own and renamed when
 * done, so that no copy is ever taken of a half-migrated one; two processes that build it at once both finish and
 * the second rename loses. Templates of older migrations are dropped.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = TEMPLATE_PREFIX + migrationsKey();
  return withAdmin(adminUrl, async (admin) => {
    const existing = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}%`}`;
    if (existing.some((row) => row.datname === name)) return name;
    const building = `stationdesk_building_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.unsafe(`create database ${building}`);
    await migrate({ url: databaseUrlOf(adminUrl, building) });
    try {
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    } catch {
      await admin.unsafe(`drop database if exists ${building} with (force)`); // another process was first
    }
    for (const { datname } of existing) {
      if (!datname.startsWith(TEMPLATE_PREFIX)) continue;
      await admin.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    return name;
  });
}

const PGLITE_TEMPLATE_PREFIX = 'stationdesk-pglite-template-';

/**
 * A migrated PGlite data directory, kept in the temporary directory: PGlite's first start (initdb) and the
 * migrations take seconds, copying a data directory a fraction of that. Built beside and renamed into place.
 */
async function pgliteTemplate(): Promise<string> {
  const name = PGLITE_TEMPLATE_PREFIX + migrationsKey();
  const template = path.join(os.tmpdir(), name);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ databaseUrl: undefined, dataDir: building });
  await database.close();
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another process was first
  }
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (old.startsWith(PGLITE_TEMPLATE_PREFIX) && old !== name && !old.includes('-building-')) fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
  }
  return template;
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
