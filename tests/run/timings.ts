// Where a test run's time went: the phases, and the slowest files and tests of each runner, read from the
// reports in test-reports/: vitest's by tests/run/timingReporter.ts, Playwright's by its JSON reporter.
import fs from 'node:fs';
import path from 'node:path';
import type { VitestTimings } from './timingReporter.ts';

export interface Phase { name: string; seconds: number; status: 'passed' | 'failed' }

interface Timed { name: string; ms: number }
interface Outcomes { passed: number; failed: number; skipped: number }
interface RunnerReport { runner: string; files: Timed[]; tests: Timed[]; outcomes: Outcomes }

export function phaseTable(phases: Phase[]): string {
  const total = phases.reduce((sum, entry) => sum + entry.seconds, 0);
  const rows = phases.map((entry) => [entry.name, formatSeconds(entry.seconds), entry.status]);
  return table('Phases', ['phase', 'time', 'result'], [...rows, ['total', formatSeconds(total), '']]);
}

/** The `count` slowest files and tests of every report in `dir`, and the tests' outcomes over all of them. */
export function slowestTables(dir: string, count: number): string {
  const reports = readReports(dir);
  const sections = reports.flatMap((report) => [
    table(`Slowest ${count} files: ${report.runner}`, ['file', 'time'], top(report.files, count)),
    table(`Slowest ${count} tests: ${report.runner}`, ['test', 'time'], top(report.tests, count)),
  ]);
  const all = reports.reduce((sum, report) => ({
    passed: sum.passed + report.outcomes.passed, failed: sum.failed + report.outcomes.failed, skipped: sum.skipped + report.outcomes.skipped,
  }), { passed: 0, failed: 0, skipped: 0 });
  // The plain closing line that CI reads: every runner's tests together.
  return [...sections, `${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped`].join('\n\n');
}

function readReports(dir: string): RunnerReport[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort().flatMap((file) => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const runner = file.replace(/\.json$/, '');
    if (isVitest(json)) return [vitestReport(runner, json)];
    if (isPlaywright(json)) return [playwrightReport(runner, json)];
    return [];
  });
}

// --- vitest (tests/run/timingReporter.ts: files by project, tests) --------------------------------------------

function isVitest(json: unknown): json is VitestTimings {
  return typeof json === 'object' && json !== null && (json as VitestTimings).runner === 'vitest';
}

function vitestReport(runner: string, json: VitestTimings): RunnerReport {
  const outcomes: Outcomes = { passed: 0, failed: 0, skipped: 0 };
  for (const test of json.tests) count(outcomes, test.status);
  return { runner, files: json.files, tests: json.tests, outcomes };
}

// --- Playwright (its json reporter: suites per file, specs, a test per project, a result per try) ------------

interface PlaywrightSuite { title: string; file?: string; specs?: { title: string; tests: { results: { duration: number; status: string }[]; status: string }[] }[]; suites?: PlaywrightSuite[] }
interface PlaywrightJson { suites: PlaywrightSuite[]; config: unknown }

function isPlaywright(json: unknown): json is PlaywrightJson {
  return typeof json === 'object' && json !== null && Array.isArray((json as PlaywrightJson).suites) && 'config' in json;
}

function playwrightReport(runner: string, json: PlaywrightJson): RunnerReport {
  const outcomes: Outcomes = { passed: 0, failed: 0, skipped: 0 };
  const perFile = new Map<string, number>();
  const tests: Timed[] = [];
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        perFile.set(file, (perFile.get(file) ?? 0) + ms);
        tests.push({ name: `${file} › ${[...titles, spec.title].join(' › ')}`, ms });
        // expected, skipped; unexpected and flaky (failed once) are failures (the run fails on flaky tests too).
        count(outcomes, test.status === 'expected' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed');
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of json.suites) walk(suite, suite.file ?? suite.title, []);
  return { runner, files: [...perFile].map(([name, ms]) => ({ name, ms })), tests, outcomes };
}

// --- formatting ----------------------------------------------------------------------------------------------

function count(outcomes: Outcomes, status: string): void {
  if (status === 'passed') outcomes.passed += 1;
  else if (status === 'skipped' || status === 'pending' || status === 'todo' || status === 'disabled') outcomes.skipped += 1;
  else outcomes.failed += 1;
}

function top(entries: Timed[], count: number): string[][] {
  return [...entries].sort((a, b) => b.ms - a.ms).slice(0, count).map((entry) => [entry.name, formatSeconds(entry.ms / 1000)]);
}

function formatSeconds(seconds: number): string {
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}

function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [`${title}`, line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
