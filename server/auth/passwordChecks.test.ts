import { describe, expect, it } from 'vitest';
import { hashPassword } from './password.ts';
import { PasswordChecks } from './passwordChecks.ts';

describe('PasswordChecks', () => {
  it('runs at most its number of checks at once', async () => {
    const checks = new PasswordChecks(2);
    const all = Array.from({ length: 5 }, () => checks.verify('wrong', 'not a hash', 1));
    expect(checks.waiting).toBe(3);
    await Promise.all(all);
    expect(checks.waiting).toBe(0);
  });

  it('lets the waiting checks go by standing (fewest attempts first), then by arrival', async () => {
    const stored = await hashPassword('right');
    const checks = new PasswordChecks(1); // one at a time: they end in the order they start
    const finished: string[] = [];
    const check = (name: string, standing: number, password = 'wrong') => checks.verify(password, stored, standing).then((valid) => {
      finished.push(name);
      return valid;
    });
    // The first takes the slot; the rest wait in their lanes.
    const all = [check('first', 9), check('late guess', 5), check('guess', 3), check('newcomer', 1, 'right'), check('other guess', 3), check('other newcomer', 1)];
    expect(checks.waiting).toBe(5);
    expect(await Promise.all(all)).toEqual([false, false, false, true, false, false]);
    expect(finished).toEqual(['first', 'newcomer', 'other newcomer', 'guess', 'other guess', 'late guess']);
    // The slot is free again: a check starts at once.
    const alone = check('alone', 4);
    expect(checks.waiting).toBe(0);
    await alone;
  });

  it('passes its slot on when a check fails', async () => {
    const checks = new PasswordChecks(1);
    const broken = checks.verify('x', 'scrypt$3$8$1$c2FsdA==$aGFzaA==', 1); // N=3 is no power of 2: scrypt refuses
    const next = checks.verify('x', 'not a hash', 1);
    await expect(broken).rejects.toThrow();
    expect(await next).toBe(false);
    expect(checks.waiting).toBe(0);
  });
});
