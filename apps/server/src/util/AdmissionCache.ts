import { LruCache } from './LruCache';

/** How many keys asked for once, and not cached, are remembered. */
const SEEN_KEYS = 16_384;

/**
 * An LRU cache that keeps a value only when its key is asked for a second time ("doorkeeper"
 * admission). One-off keys (random paging through 100,000 items, a crawler) then never push out
 * the hot entries, and memory does not churn through cache entries that would never be read.
 */
export class AdmissionCache<K, V> {
  private readonly values: LruCache<K, V>;
  private readonly seen = new LruCache<K, true>(SEEN_KEYS, () => 1);

  constructor(maxSize: number, sizeOf: (value: V) => number) {
    this.values = new LruCache(maxSize, sizeOf);
  }

  get(key: K): V | undefined {
    return this.values.get(key);
  }

  /** Keeps `value` if `key` was offered before. */
  offer(key: K, value: V): void {
    if (this.seen.get(key)) {
      this.seen.delete(key);
      this.values.set(key, value);
    } else this.seen.set(key, true);
  }

  get size(): number {
    return this.values.size;
  }
}
