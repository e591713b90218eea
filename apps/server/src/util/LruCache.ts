/**
 * A least-recently-used cache bounded by total size (bytes, or any unit `sizeOf` returns). An
 * entry larger than the whole budget is not kept. Map iteration order is insertion order, so
 * re-inserting on a hit makes the first key the least recently used one.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}

/** Bytes a JavaScript string takes at most (two per UTF-16 unit). */
export const stringSize = (text: string): number => text.length * 2;
