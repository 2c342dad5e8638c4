import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testPostgres } from './tests/run/postgres.ts';

// Which test runs on which database is declared here, once. Three projects run in one invocation, so that the
// workers stay busy to the end:
// - unit: everything that does not depend on the database, and the tests fixed to one engine (they start their
//   own: npm start's first run and restart on the embedded database); once.
// - postgres: the database tests on PostgreSQL (DATABASE_URL, else the local server when it answers), with those
//   that only PostgreSQL has a use for (*.postgres.test.ts: several nodes, NOTIFY, terminated backends, outages).
// - pglite: the database tests on the embedded PGlite.
// Each database test gets a fresh copy of a migrated template (tests/helpers/testDatabase.ts).

/** The tests that run against a database of the engine their project gives them (DATABASE_URL set or empty). */
const ON_EACH_ENGINE = [
  'server/commands/!(updateRules).test.ts',
  'server/repositories/dashboard.test.ts',
  // All but the tests fixed to one engine (they pick their database themselves: npm start's first run and
  // restart on the embedded database, the embedded database's own tests) and the test of the client's start-up
  // script.
  'tests/!(firstRun|serverRestart|embeddedDatabase|firstDataScript).test.ts',
];
const ON_POSTGRES_ONLY = ['**/*.postgres.test.ts'];
const ALL = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'tests/**/*.test.ts'];

const postgres = await testPostgres();

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: ALL, exclude: [...ON_EACH_ENGINE, ...ON_POSTGRES_ONLY], env: { DATABASE_URL: '' } } },
  { extends: true, test: { name: 'pglite', include: ON_EACH_ENGINE, exclude: ON_POSTGRES_ONLY, env: { DATABASE_URL: '' }, globalSetup: ['tests/run/templateSetup.ts'] } },
];
if (postgres.url) {
  projects.push({
    extends: true,
    test: { name: 'postgres', include: [...ON_EACH_ENGINE, ...ON_POSTGRES_ONLY], env: { DATABASE_URL: postgres.url }, globalSetup: ['tests/run/templateSetup.ts'] },
  });
} else {
  console.warn(`Left out: the PostgreSQL project (${postgres.why}). Set DATABASE_URL to a PostgreSQL server to run it.`);
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files each start a server on a database of their own, and much of their time is spent waiting
    // (timers, flush points, sockets): three at a time keep a 2-core machine busy (vitest took 259 s with
    // three; a run with two took 369 s, with a little other work beside it).
    maxWorkers: 3,
    fileParallelism: true,
  },
});
