import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../http/errors.ts';

const WINDOW_S = 15 * 60;
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_ATTEMPTS = 30;

/**
 * Failed logins are limited per account and per address (in this process's memory: with several nodes,
 * each node counts on its own). A success clears the account's count.
 */
export class LoginLimiter {
  private readonly perAccount = new RateLimiterMemory({ keyPrefix: 'account', points: ACCOUNT_ATTEMPTS, duration: WINDOW_S });
  private readonly perAddress = new RateLimiterMemory({ keyPrefix: 'address', points: ADDRESS_ATTEMPTS, duration: WINDOW_S });

  /** Throws 429 when either limit is used up. */
  async check(account: string, address: string): Promise<void> {
    const [a, b] = await Promise.all([this.perAccount.get(account.toLowerCase()), this.perAddress.get(address)]);
    const blocked = [a && a.consumedPoints >= ACCOUNT_ATTEMPTS ? a : null, b && b.consumedPoints >= ADDRESS_ATTEMPTS ? b : null].filter(Boolean) as RateLimiterRes[];
    if (blocked.length > 0) {
      const retryAfter = Math.ceil(Math.max(...blocked.map((r) => r.msBeforeNext)) / 1000);
      throw new HttpError(429, 'Too many failed logins; try again later', {}, { 'Retry-After': String(retryAfter) });
    }
  }

  async failed(account: string, address: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(account.toLowerCase(), 1),
      this.perAddress.penalty(address, 1),
    ]);
  }

  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(account.toLowerCase());
  }
}
