import type { WindowCounts, WindowState } from './WindowCounts';

/** How often expired windows are swept at most (they are also dropped when read). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Window counts in process memory: the limits are per server process (SQLite, one process; see
 * README "Accounts"). The number of keys is bounded: expired windows are swept as keys are added,
 * and past `maxKeys` the oldest are dropped.
 */
export class WindowCounter implements WindowCounts {
  readonly #windows = new Map<string, WindowState>();
  readonly #maxKeys: number;
  #nextSweep = 0;

  constructor(maxKeys = 100_000) {
    this.#maxKeys = maxKeys;
  }

  async add(counter: string, key: string, windowMs: number, now: number): Promise<WindowState> {
    const id = `${counter}\0${key}`;
    const window = this.#live(id, now);
    if (window) {
      window.count++;
      return { ...window };
    }
    this.#sweep(now);
    const opened = { count: 1, endsAt: now + windowMs };
    this.#windows.set(id, opened);
    return { ...opened };
  }

  async peek(counter: string, key: string, now: number): Promise<WindowState | undefined> {
    const window = this.#live(`${counter}\0${key}`, now);
    return window && { ...window };
  }

  async reset(counter: string, key: string): Promise<void> {
    this.#windows.delete(`${counter}\0${key}`);
  }

  get size(): number {
    return this.#windows.size;
  }

  #live(id: string, now: number): WindowState | undefined {
    const window = this.#windows.get(id);
    if (window && window.endsAt <= now) {
      this.#windows.delete(id);
      return undefined;
    }
    return window;
  }

  #sweep(now: number): void {
    if (now >= this.#nextSweep || this.#windows.size >= this.#maxKeys) {
      for (const [id, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(id);
      this.#nextSweep = now + SWEEP_INTERVAL_MS;
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const id of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(id);
    }
  }
}
