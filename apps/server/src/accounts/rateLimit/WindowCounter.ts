/**
 * Counts events per key in fixed windows: the window of a key opens at its first event and lasts
 * `windowMs`; at `limit` events the key is blocked until the window ends. In memory, so the limit
 * is per server process (see README "Accounts"). The number of keys is bounded: expired windows
 * are swept as keys are added, and past `maxKeys` the oldest are dropped.
 */
export class WindowCounter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  #nextSweep = 0;

  constructor(limit: number, windowMs: number, maxKeys = 100_000) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  /** Milliseconds until `key` may act again, or 0 when it is not blocked. */
  blockedFor(key: string, now: number): number {
    const window = this.#live(key, now);
    return window && window.count >= this.#limit ? window.start + this.#windowMs - now : 0;
  }

  /** Events of `key` in its live window (0 when none). */
  count(key: string, now: number): number {
    return this.#live(key, now)?.count ?? 0;
  }

  add(key: string, now: number): void {
    const window = this.#live(key, now);
    if (window) {
      window.count++;
      return;
    }
    this.#sweep(now);
    this.#windows.set(key, { start: now, count: 1 });
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  get size(): number {
    return this.#windows.size;
  }

  #live(key: string, now: number): { start: number; count: number } | undefined {
    const window = this.#windows.get(key);
    if (window && now - window.start >= this.#windowMs) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep(now: number): void {
    if (now >= this.#nextSweep || this.#windows.size >= this.#maxKeys) {
      for (const [key, window] of this.#windows) if (now - window.start >= this.#windowMs) this.#windows.delete(key);
      this.#nextSweep = now + this.#windowMs;
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
