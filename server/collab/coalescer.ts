/**
 * Collects keys and hands them on at most once per `intervalMs`: at once after a quiet interval, else together
 * at the end of the interval. Many changes of one key in an interval go on once.
 */
export class Coalescer<K> {
  private readonly pending = new Set<K>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs: number, private readonly flush: (keys: K[]) => void) {}

  add(keys: Iterable<K>): void {
    for (const key of keys) this.pending.add(key);
    if (!this.timer) this.run();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private readonly run = (): void => {
    if (this.pending.size === 0) {
      this.timer = null;
      return;
    }
    const keys = [...this.pending];
    this.pending.clear();
    this.timer = setTimeout(this.run, this.intervalMs);
    this.flush(keys);
  };
}
