import { describe, expect, it } from 'vitest';
import { routeScriptsAfterEntry } from './bench/client.ts';
import { benchClientBuild } from './bench/clientBuild.ts';
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

  // What server/build/chunkGroups.ts is for, kept: the lists' and a station's first screen take their code in as
  // few files as a phone's browser asks one server for at once (six), not in a wave of small chunks after another.
  // A module those screens start to use and the groups do not name makes a file of its own again.
  it.each(['features/stations/StationListPage.tsx', 'features/issues/IssueListPage.tsx', 'features/stations/StationPage.tsx'])(
    '%s loads at most six scripts after the entry', { timeout: 300_000 }, async (route) => {
      expect(routeScriptsAfterEntry(await benchClientBuild(), route).length).toBeLessThanOrEqual(6);
    });
});
