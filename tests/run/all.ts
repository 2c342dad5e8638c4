// npm test: every test this machine can run, phase by phase, then where the time went.
// - vitest: the unit, PGlite and PostgreSQL projects in one invocation (vitest.config.ts);
// - the browser tests on PostgreSQL, all of them, then on PGlite those tagged @engine (playwright.config.ts);
// - the benchmark suite's smoke run (npm run bench -- --smoke) on the browser tests' build.
// A phase that cannot run here (no PostgreSQL, no Chromium) is left out and said so; a failed phase does not stop
// the others, and the exit code is non-zero when any failed. CI_PHASES_FILE names a file of phases timed before
// (.ci/run's install, typecheck and lint), printed in the same table.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phaseTable, slowestTables, type Phase } from './timings.ts';
import { testPostgres } from './postgres.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPORTS = path.join(ROOT, 'test-reports'); // not test-results/, which Playwright empties as it starts
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const phases: Phase[] = readEarlierPhases();
const leftOut: string[] = [];

function readEarlierPhases(): Phase[] {
  const file = process.env.CI_PHASES_FILE;
  if (!file || !fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => {
    const [name, ms, status] = line.split('\t');
    return { name: name!, seconds: Number(ms) / 1000, status: status === 'passed' ? 'passed' : 'failed' };
  });
}

/** Runs one phase (a command with its own environment), timed; its output goes straight through. */
function phase(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  console.log(`\n== ${name} ==`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => {
      const status = code === 0 ? 'passed' : 'failed';
      if (status === 'failed') console.log(`${name}: failed (${signal ?? `exit code ${code}`})`);
      phases.push({ name, seconds: (performance.now() - started) / 1000, status });
      resolve();
    });
  });
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const report = (name: string) => path.join(REPORTS, name);

fs.rmSync(REPORTS, { recursive: true, force: true }); // a report of an earlier run is no part of this one
fs.mkdirSync(REPORTS, { recursive: true });
const postgres = await testPostgres();
const browser = fs.existsSync(CHROMIUM);

await phase('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=./tests/run/timingReporter.ts'], { VITEST_TIMINGS: report('vitest.json') });

if (!browser) {
  leftOut.push(`the browser tests and the benchmark smoke run: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
} else if (postgres.url) {
  await phase('browser tests on PostgreSQL', bin('playwright'), ['test', '--reporter=list,json'],
    { DATABASE_URL: postgres.url, PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright-postgres.json') });
  await phase('browser tests on PGlite (@engine)', bin('playwright'), ['test', '--grep', '@engine', '--reporter=list,json'],
    { DATABASE_URL: '', PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright-pglite.json') });
  await phase('benchmark smoke run', bin('tsx'), ['tests/bench/run.ts', '--smoke'], { DATABASE_URL: postgres.url });
} else {
  // Without PostgreSQL, PGlite is the only engine: every browser test runs on it.
  await phase('browser tests on PGlite', bin('playwright'), ['test', '--reporter=list,json'],
    { DATABASE_URL: '', PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright-pglite.json') });
  leftOut.push(`the PostgreSQL projects of vitest and the browser tests, and the benchmark smoke run (it measures PostgreSQL nodes): ${postgres.why}`);
}

console.log(`\n${slowestTables(REPORTS, 20)}`);
console.log(`\n${phaseTable(phases)}`);
if (leftOut.length) console.log(`\nLeft out on this machine:\n${leftOut.map((line) => `- ${line}`).join('\n')}`);
const failed = phases.filter((entry) => entry.status === 'failed');
console.log(failed.length ? `\nFailed: ${failed.map((entry) => entry.name).join(', ')}` : '\nEvery phase passed.');
process.exitCode = failed.length ? 1 : 0;
