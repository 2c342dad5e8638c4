import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from '../errors.ts';

/**
 * The login policy, in one place: within 15 minutes, at most 5 password checks for one account from one
 * address and 30 from one address for any accounts. A success gives its attempt back and clears the pair, so
 * only failures use up the allowance. The account alone is not limited: that would let anyone lock a person
 * out by hammering their name from elsewhere.
 */
const WINDOW_S = 15 * 60;
/** Per account from one address. */
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_ATTEMPTS = 30;

/**
 * Counts login attempts in this process's memory (with several nodes, each node counts on its own). An attempt
 * is counted before its password is checked, atomically, so concurrent requests cannot slip past the limit.
 */
export class LoginLimiter {
  private readonly perPair = new RateLimiterMemory({ keyPrefix: 'account-address', points: ACCOUNT_ATTEMPTS, duration: WINDOW_S });
  private readonly perAddress = new RateLimiterMemory({ keyPrefix: 'address', points: ADDRESS_ATTEMPTS, duration: WINDOW_S });

  /**
   * Takes one attempt for this account from this address; throws 429 with Retry-After when either limit is used
   * up. Returns the address's standing: its attempts counted in the window, this one included (1 for an address
   * that has no failed or unanswered attempt), by which its password check takes its turn (passwordChecks.ts).
   */
  async attempt(account: string, address: string): Promise<number> {
    // Both points are taken synchronously by the memory store, before any await of the caller.
    const [pair, perAddress] = await Promise.allSettled([this.perPair.consume(pairKey(account, address)), this.perAddress.consume(address)]);
    // The memory store refuses with the limit's state (never an error): how long until a point is free again.
    const waits = [pair, perAddress].flatMap((result) => (result.status === 'rejected' ? [(result.reason as RateLimiterRes).msBeforeNext] : []));
    if (perAddress.status === 'fulfilled' && waits.length === 0) return perAddress.value.consumedPoints;
    throw tooManyAttempts('Too many failed logins; try again later', Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  /** The password was right: the attempt does not count, and earlier failures of the pair are forgotten. */
  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([this.perPair.delete(pairKey(account, address)), this.perAddress.reward(address, 1)]);
  }
}

const pairKey = (account: string, address: string) => `${account.toLowerCase()}|${address}`;
