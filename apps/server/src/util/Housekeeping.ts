/** How often each database-backed store deletes its expired rows, per instance. */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

/**
 * Runs a store's clean-up of expired rows at most once per interval, on the calls that reach it
 * (no timer keeps the process busy).
 */
export class Housekeeping {
  #next = 0;

  constructor(
    private readonly sweep: (now: number) => Promise<unknown>,
    private readonly intervalMs = HOUSEKEEPING_INTERVAL_MS,
  ) {}

  async run(now: number): Promise<void> {
    if (now < this.#next) return;
    this.#next = now + this.intervalMs;
    await this.sweep(now);
  }
}
