import { verifyPassword } from './password.ts';

/** How many password checks run at once: each keeps a core busy for its whole time (scrypt, about 60 ms here). */
export const CONCURRENT_CHECKS = 2;

/**
 * Password checks take turns, CONCURRENT_CHECKS at a time. Handed to Node all at once, every check ran in its
 * thread pool in the order it came: 200 wrong passwords from 40 addresses (5 each, within the login limit)
 * made a real login wait for all of them, 9.6 s (issue 35), and took the pool from file reads meanwhile.
 *
 * A waiting check's place in the line is its address's standing (LoginLimiter.attempt: the attempts of that
 * address counted in the window, this one included), fewest first, then arrival. Someone signing in from an
 * address without failed attempts waits for the checks under way and for other first attempts only, not behind
 * the guesses of addresses that already failed. (A first attempt looks the same from anyone: a burst from many
 * new addresses at once still goes first.)
 */
export class PasswordChecks {
  private running = 0;
  /** The checks waiting, by standing: each lane in arrival order. */
  private readonly lanes = new Map<number, (() => void)[]>();

  constructor(private readonly concurrency = CONCURRENT_CHECKS) {}

  /** verifyPassword, in its turn. */
  async verify(password: string, stored: string, standing: number): Promise<boolean> {
    if (this.running >= this.concurrency) await new Promise<void>((start) => this.enqueue(standing, start));
    else this.running++;
    try {
      return await verifyPassword(password, stored);
    } finally {
      this.next();
    }
  }

  /** How many checks wait for their turn. */
  get waiting(): number {
    let count = 0;
    for (const lane of this.lanes.values()) count += lane.length;
    return count;
  }

  private enqueue(standing: number, start: () => void): void {
    const lane = this.lanes.get(standing);
    if (lane) lane.push(start);
    else this.lanes.set(standing, [start]);
  }

  /** A check ended: its slot goes to the first check of the lowest lane, or is free. */
  private next(): void {
    let lowest: number | undefined;
    for (const standing of this.lanes.keys()) if (lowest === undefined || standing < lowest) lowest = standing;
    if (lowest === undefined) {
      this.running--;
      return;
    }
    const lane = this.lanes.get(lowest)!;
    const start = lane.shift()!;
    if (lane.length === 0) this.lanes.delete(lowest);
    start(); // the slot passes on: running stays as it is
  }
}
