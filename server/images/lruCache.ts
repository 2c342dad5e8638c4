/**
 * A map bounded by the total size of its values: setting past `maxSize` forgets the least recently used
 * entries. A value larger than `maxEntrySize` is not kept at all, so one huge value cannot flush the rest.
 */
export class LruCache<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = () => 1,
    private readonly maxEntrySize = maxSize,
  ) {}

  get size(): number { return this.total; }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxEntrySize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxSize) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
