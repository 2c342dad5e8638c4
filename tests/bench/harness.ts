// The benchmark suite's measuring rules: Stationdesk (A) and its floor (B) run in alternating rounds, so that
// whatever else the machine does falls on both alike; each figure is the spread of its rounds and their ratio,
// A / B (rounds run side by side: the median of each pair's ratio), with the absolute numbers beside it.

export interface BenchOptions {
  /** Seconds, not minutes: tiny datasets, one round (CI runs it so the suite cannot rot). */
  smoke: boolean;
}

export interface Spread { min: number; median: number; max: number }

/** A limit on the median (`of: 'value'`) or on the ratio to the floor (`of: 'ratio'`). */
export interface Budget { limit: number; pass: boolean; of: 'value' | 'ratio' }

export interface Figure {
  bench: string;
  name: string;
  unit: string;
  /** Which way is better: throughput is 'higher', times are 'lower'. */
  better: 'higher' | 'lower';
  a: Spread;
  /** The floor (or the baseline) measured in the same run. */
  b?: Spread;
  floor?: string;
  /** a.median / b.median; for rounds run side by side (alternate), the median of each pair's ratio. */
  ratio?: number;
  budget?: Budget;
}

export type Benchmark = (options: BenchOptions) => Promise<Figure[]>;

/** What one round measured: named figures (e.g. req/s and p50 of one load). */
export type Round = Record<string, number>;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) throw new Error(`not a measurement: [${values.join(', ')}]`);
  const sorted = [...values].sort((x, y) => x - y);
  return { min: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted.at(-1)! };
}

/** The rounds of A and of B; `paired` when a[i] and b[i] ran side by side. */
export interface Rounds { a: Round[]; b: Round[]; paired?: boolean }

/**
 * Runs `reps` rounds of each, alternating which goes first (A B, B A, A B…) so that neither always runs on a
 * warmer or a busier machine; returns every round's figures by name, paired.
 */
export async function alternate(reps: number, a: () => Promise<Round>, b: () => Promise<Round>): Promise<Rounds> {
  const rounds = { a: [] as Round[], b: [] as Round[], paired: true };
  for (let rep = 0; rep < reps; rep++) {
    if (rep % 2 === 0) {
      rounds.a.push(await a());
      rounds.b.push(await b());
    } else {
      rounds.b.push(await b());
      rounds.a.push(await a());
    }
  }
  return rounds;
}

const column = (rounds: readonly Round[], key: string) => rounds.map((round) => {
  if (!(key in round)) throw new Error(`a round did not measure ${key}`);
  return round[key]!;
});

/**
 * A figure of A against its floor B: `key` of every round. Of rounds that ran side by side (`paired`, as
 * alternate returns them), the ratio is the median of each pair's. A machine that slows down for a while slows both
 * rounds of a pair alike, which the ratio of the medians does not see: with three rounds of three seconds, one
 * run of the writes on a busy day put updstation at 1.36x its floor and the next, on the same code, at 0.88x.
 */
export function compare(
  bench: string, name: string, unit: string, better: Figure['better'], rounds: Rounds, key: string,
  extra: { floor?: string; budget?: number; withinFloor?: number } = {},
): Figure {
  const [aValues, bValues] = [column(rounds.a, key), column(rounds.b, key)];
  const [a, b] = [spread(aValues), spread(bValues)];
  const ratio = rounds.paired ? pairedRatio(aValues, bValues) : b.median === 0 ? undefined : a.median / b.median;
  return { bench, name, unit, better, a, b, floor: extra.floor, ratio, budget: budgetOf(a, better, extra.budget) ?? ratioBudget(ratio, better, extra.withinFloor) };
}

/** The median of a[i] / b[i] (of an even number, the mean of the middle two). */
export function pairedRatio(a: readonly number[], b: readonly number[]): number | undefined {
  if (a.length !== b.length) throw new Error(`paired rounds: ${a.length} against ${b.length}`);
  const ratios = a.flatMap((value, i) => (b[i] === 0 ? [] : [value / b[i]!])).sort((x, y) => x - y);
  if (ratios.length === 0) return undefined;
  const middle = ratios.length / 2;
  return Number.isInteger(middle) ? (ratios[middle - 1]! + ratios[middle]!) / 2 : ratios[Math.floor(middle)]!;
}

/**
 * A budget of `factor` times the floor: a time at most `factor` times the floor's, a throughput at least
 * 1 / `factor` of it.
 */
function ratioBudget(ratio: number | undefined, better: Figure['better'], factor: number | undefined): Budget | undefined {
  if (factor === undefined || ratio === undefined) return undefined;
  const limit = better === 'higher' ? 1 / factor : factor;
  return { limit, pass: better === 'higher' ? ratio >= limit : ratio <= limit, of: 'ratio' };
}

/** A figure without a floor of its own (a budget instead, or a ratio given by the caller). */
export function single(bench: string, name: string, unit: string, better: Figure['better'], values: readonly number[], budget?: number): Figure {
  const a = spread(values);
  return { bench, name, unit, better, a, budget: budgetOf(a, better, budget) };
}

function budgetOf(a: Spread, better: Figure['better'], limit: number | undefined): Budget | undefined {
  if (limit === undefined) return undefined;
  return { limit, pass: better === 'higher' ? a.median >= limit : a.median <= limit, of: 'value' };
}

/**
 * Runs `request` from `concurrency` callers at once, each sending its next one when its last was answered,
 * for `ms` (every caller sends at least one): requests a second and the latency percentiles.
 */
export async function load(ms: number, concurrency: number, request: (n: number) => Promise<unknown>): Promise<Round> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(Array.from({ length: concurrency }, async (_, caller) => {
    for (let first = true; first || performance.now() < deadline; first = false) {
      const sent = performance.now();
      await request(first ? caller : concurrency + next++);
      latencies.push(performance.now() - sent);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
