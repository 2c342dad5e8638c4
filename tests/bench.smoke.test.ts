import { describe, expect, it } from 'vitest';
import { runBenchmarks } from './bench/run.ts';
import { BENCHMARKS } from './bench/suite.ts';

// `npm run bench -- --smoke`, in-process: every benchmark of the suite runs on tiny data for one round, so that
// the suite cannot rot; the figures are not judged (a shared CI machine measures nothing reliably). On
// PostgreSQL only: the suite seeds databases of its own there and runs the product's nodes on them.
describe.skipIf(!process.env.DATABASE_URL)('the benchmark suite, smoke run', () => {
  it.each(Object.keys(BENCHMARKS))('%s runs and measures every figure', { timeout: 300_000 }, async (name) => {
    const { [name]: result } = await runBenchmarks([name], true, () => {});
    expect(result!.error).toBeUndefined();
    expect(result!.figures.length).toBeGreaterThan(0);
    for (const figure of result!.figures) {
      expect(figure.bench).toBe(name);
      expect(Number.isFinite(figure.a.median), figure.name).toBe(true);
      if (figure.b) expect(Number.isFinite(figure.ratio), figure.name).toBe(true);
    }
  });
});
