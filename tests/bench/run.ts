// npm run bench [-- <name>…] [--smoke]: runs the benchmarks (all, or those named), prints the table and writes
// their results into bench/results.json (not in a smoke run). See README.md, Benchmarks. Exits non-zero when a
// benchmark failed, or a smoke run found a problem (tests/bench/smokeChecks.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_URL, BENCH_DIR } from './fixtures.ts';
import { benchClientBuild } from './clientBuild.ts';
import { machine, mergeResults, table, type Results } from './report.ts';
import { smokeProblems } from './smokeChecks.ts';
import { BENCHMARKS } from './suite.ts';

export const RESULTS_FILE = path.resolve(BENCH_DIR, '../../bench/results.json');

/** Runs the named benchmarks (all when none) one after the other; a failing one is recorded and the others still run. */
export async function runBenchmarks(names: string[], smoke: boolean, log: (line: string) => void = console.log): Promise<Results> {
  const unknown = names.filter((name) => !(name in BENCHMARKS));
  if (unknown.length) throw new Error(`no benchmark ${unknown.join(', ')}; there are ${Object.keys(BENCHMARKS).join(', ')}`);
  const results: Results = {};
  for (const name of names.length ? names : Object.keys(BENCHMARKS)) {
    const before = machine();
    const startedAt = new Date().toISOString();
    log(`${startedAt} ${name}…`);
    const result = { startedAt, smoke, figures: [] as Results[string]['figures'], error: undefined as string | undefined };
    try {
      result.figures = await BENCHMARKS[name]!({ smoke });
    } catch (error) {
      result.error = error instanceof Error ? error.stack ?? error.message : String(error);
      log(`${name}: FAILED: ${String(error)}`);
    }
    results[name] = { ...result, finishedAt: new Date().toISOString(), machine: { before, after: machine() } };
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(BENCH_DIR, 'run.ts')) {
  const { values, positionals } = parseArgs({ options: { smoke: { type: 'boolean', default: false } }, allowPositionals: true });
  // The lists benchmark starts its servers through the tests' startTestServer: on PostgreSQL too, like the rest.
  process.env.DATABASE_URL ||= ADMIN_URL;
  const results = await runBenchmarks(positionals, values.smoke);
  // A smoke run checks that the suite works; its figures would only overwrite real ones.
  if (!values.smoke) mergeResults(RESULTS_FILE, results);
  console.log(`\n${table(results)}${values.smoke ? '' : `\n\nwritten to ${path.relative(process.cwd(), RESULTS_FILE)}`}`);
  const problems = values.smoke ? smokeProblems(results, await benchClientBuild(true)) : Object.entries(results).filter(([, result]) => result.error).map(([name]) => `${name} failed`);
  if (problems.length) console.log(`\n${problems.map((problem) => `FAILED: ${problem}`).join('\n')}`);
  process.exitCode = problems.length ? 1 : 0;
}
