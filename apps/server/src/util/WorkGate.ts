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

interface Waiting {
  cost: number;
  start: () => void;
}

/**
 * Runs at most `concurrency` jobs of one costly kind at a time (password hashes, image renders),
 * queueing up to `maxQueued` more and refusing the rest with GateFull at once: a flood of that
 * kind waits in its own line, bounded in memory, and leaves the shared threads to other routes.
 *
 * With a `budget`, each job also states its cost (an image render: its pixels) and the running
 * jobs' costs stay within the budget, so one large job takes the room of several small ones; a
 * job dearer than the whole budget runs alone. The line is first come, first served: a large job
 * at its head is not overtaken by small ones behind it.
 */
export class WorkGate {
  #running = 0;
  #spent = 0;
  readonly #queue: Waiting[] = [];

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly maxQueued: number,
    readonly budget: number = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`${name}: concurrency must be a positive integer`);
    if (!(budget > 0)) throw new Error(`${name}: budget must be positive`);
  }

  /** Runs `job` when its turn comes; GateFull at once when the line is full. `cost` counts against the budget. */
  async run<T>(job: () => Promise<T>, cost = 1): Promise<T> {
    if (this.#queue.length > 0 || !this.#fits(cost)) {
      if (this.#queue.length >= this.maxQueued) throw new GateFull(this.name);
      await new Promise<void>((start) => this.#queue.push({ cost, start }));
    } else {
      this.#take(cost);
    }
    try {
      return await job();
    } finally {
      this.#running--;
      this.#spent -= cost;
      this.#startWaiting();
    }
  }

  /** True when a job of `cost` asked for now would be refused: callers can say 503 before doing any work for it. */
  wouldRefuse(cost = 1): boolean {
    return this.#queue.length >= this.maxQueued && (this.#queue.length > 0 || !this.#fits(cost));
  }

  get running(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /** The cost of the jobs running now. */
  get spent(): number {
    return this.#spent;
  }

  #fits(cost: number): boolean {
    return this.#running < this.concurrency && (this.#running === 0 || this.#spent + cost <= this.budget);
  }

  #take(cost: number): void {
    this.#running++;
    this.#spent += cost;
  }

  #startWaiting(): void {
    while (this.#queue.length > 0 && this.#fits(this.#queue[0]!.cost)) {
      const next = this.#queue.shift()!;
      this.#take(next.cost);
      next.start();
    }
  }
}
