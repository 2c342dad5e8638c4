/**
 * A token bucket: `burst` tokens, refilled at `perSecond`. A spend may leave it in debt (a message whose answer
 * was large); the caller then waits until the debt is paid before it reads on.
 */
export class ReadBudget {
  private tokens: number;
  private at: number;

  constructor(private readonly burst: number, private readonly perSecond: number, private readonly now: () => number = () => performance.now()) {
    this.tokens = burst;
    this.at = now();
  }

  /** Takes `cost` tokens; answers how many ms to wait before the next spend (0: at once). */
  spend(cost: number): number {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) * this.perSecond) / 1000) - cost;
    this.at = now;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens * 1000) / this.perSecond);
  }
}
