import { availableParallelism } from 'node:os';

/** The gate's queue is full: the caller should answer 503 with Retry-After. */
export class GateFull extends Error {
  constructor(readonly gate: string) {
    super(`${gate}: too much work waiting`);
    this.name = 'GateFull';
  }
}

/** What a client that met a full gate is told: come back in a second. */
export const GATE_FULL_REPLY = { status: 503, retryAfterSeconds: 1, body: { message: 'Server busy, try again shortly', code: 503 } } as const;

/** Half the machine's cores (at least one): the other half stays for everything else. */
export const halfTheCores = (): number => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Runs at most `concurrency` jobs of one costly kind at a time (password hashes, image renders),
 * queueing up to `maxQueued` more and refusing the rest with GateFull at once: a flood of that
 * kind waits in its own line, bounded in memory, and leaves the shared threads to other routes.
 */
export class WorkGate {
  #running = 0;
  readonly #queue: Array<() => void> = [];

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`${name}: concurrency must be a positive integer`);
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#queue.length >= this.maxQueued) throw new GateFull(this.name);
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      const next = this.#queue.shift();
      // The slot passes straight to the next job; only when nobody waits is it freed.
      if (next) next();
      else this.#running--;
    }
  }

  get running(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#queue.length;
  }
}
