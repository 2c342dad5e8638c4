import { describe, expect, it } from 'vitest';
import { alternate, compare, pairedRatio } from './harness.ts';

describe('the benchmark harness', () => {
  it('takes the median of the pairs’ ratios (of an even number, the mean of the middle two)', () => {
    expect(pairedRatio([2, 9, 3], [1, 10, 1])).toBe(2);
    expect(pairedRatio([1, 3, 6, 10], [1, 1, 2, 2])).toBe(3);
    expect(pairedRatio([1, 5], [0, 5])).toBe(1);
    expect(pairedRatio([1], [0])).toBeUndefined();
    expect(() => pairedRatio([1, 2], [1])).toThrow('paired rounds: 2 against 1');
  });

  it('compares alternating rounds pairwise: a machine that slows down slows both rounds of a pair', async () => {
    // A is always 10% slower than B; the machine is twice as slow in the last two rounds.
    const speeds = [1, 1, 1, 2, 2];
    let a = 0;
    let b = 0;
    const rounds = await alternate(5, async () => ({ ms: 1.1 * speeds[a++]! }), async () => ({ ms: speeds[b++]! }));
    expect(rounds.paired).toBe(true);
    for (const ratio of rounds.a.map((round, i) => round.ms! / rounds.b[i]!.ms!)) expect(ratio).toBeCloseTo(1.1);
    expect(compare('t', 'x', 'ms', 'lower', rounds, 'ms', { withinFloor: 1.2 })).toMatchObject({ ratio: expect.closeTo(1.1), budget: { pass: true } });
  });
});
