import { describe, expect, it } from 'vitest';
import { ReadBudget } from './readBudget.ts';

describe('ReadBudget', () => {
  it('lets a burst through, then asks to wait as long as the refill of the debt takes', () => {
    let now = 0;
    const budget = new ReadBudget(3, 100, () => now);
    expect([budget.spend(1), budget.spend(1), budget.spend(1)]).toEqual([0, 0, 0]);
    expect(budget.spend(1)).toBe(10); // one token in debt at 100 a second
    now += 10;
    expect(budget.spend(1)).toBe(10);
  });

  it('refills no further than the burst, and takes a large cost as a debt', () => {
    let now = 0;
    const budget = new ReadBudget(10, 100, () => now);
    now += 60_000;
    expect(budget.spend(10)).toBe(0);
    expect(budget.spend(40)).toBe(400);
    now += 400;
    expect(budget.spend(0)).toBe(0);
  });
});
