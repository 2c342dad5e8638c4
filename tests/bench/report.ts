// The suite's output: a table on the terminal, and bench/results.json, which keeps the latest result of each
// benchmark (a run of some benchmarks replaces theirs and keeps the others'), each with the machine's load
// while it ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure, Spread } from './harness.ts';

export interface Machine { cpus: number; cpuModel: string; loadavg: number[]; node: string }

export interface BenchResult {
  startedAt: string;
  finishedAt: string;
  /** Tiny datasets, one round: shows that it works, the figures mean little. */
  smoke: boolean;
  /** The load average (1, 5, 15 minutes) when it started and when it ended. */
  machine: { before: Machine; after: Machine };
  figures: Figure[];
  /** Why it failed, when it did. */
  error?: string;
}

export type Results = Record<string, BenchResult>;

export function machine(): Machine {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100), node: process.version };
}

const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
const spreadText = (s: Spread | undefined) => (s ? `${number(s.median)} (${number(s.min)}–${number(s.max)})` : '');

export function table(results: Results): string {
  const entries = Object.entries(results);
  const first = entries[0]?.[1].machine.before;
  const titles = ['bench', 'figure', 'unit', 'Stationdesk: median (min–max)', 'floor / baseline', 'ratio', 'budget'];
  const rows = entries.flatMap(([, result]) => result.figures.map((f) => [
    f.bench,
    f.name,
    f.unit,
    spreadText(f.a),
    spreadText(f.b),
    f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`,
    f.budget ? `${f.budget.pass ? 'pass' : 'FAIL'} (${f.better === 'higher' ? '≥' : '≤'} ${f.budget.of === 'ratio' ? `${f.budget.limit.toFixed(2)}×` : number(f.budget.limit)})` : '',
  ]));
  const widths = titles.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  const floors = [...new Set(entries.flatMap(([, result]) => result.figures.filter((f) => f.floor).map((f) => `${f.bench}: ${f.floor}`)))];
  return [
    first ? `${first.cpus} × ${first.cpuModel}, node ${first.node}; load average (1, 5, 15 min) at the start → end of each benchmark:` : 'no benchmark ran',
    ...entries.map(([name, result]) => `  ${name}${result.smoke ? ' (SMOKE: tiny datasets, 1 round; the figures mean little)' : ''}: `
      + `${result.machine.before.loadavg.join(' ')} → ${result.machine.after.loadavg.join(' ')}, ${result.startedAt} – ${result.finishedAt}`),
    line(titles),
    ...rows.map(line),
    ...(floors.length ? ['floors and baselines:', ...floors.map((floor) => `  ${floor}`)] : []),
    ...entries.filter(([, result]) => result.error).map(([name, result]) => `FAILED ${name}: ${result.error}`),
  ].join('\n');
}

/** Writes these results into the file, keeping the results of benchmarks that did not run now. */
export function mergeResults(file: string, results: Results): void {
  const kept: Results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Results : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`);
}
