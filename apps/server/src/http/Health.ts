import type { FastifyInstance } from 'fastify';

/** A dependency the server needs to answer (the database): resolves when it is usable, throws otherwise. */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckOutcome = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Record<string, CheckOutcome>;
}

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/**
 * Liveness and readiness of one instance (issue 22): whether it is draining (shutting down) and
 * the checks of what it depends on. The catalog needs none: it is loaded and validated before
 * the server exists. The account plugin adds the database's check when it starts.
 */
export class Health {
  #draining = false;
  readonly #checks = new Map<string, ReadinessCheck>();
  #onFailure: (name: string, error: unknown) => void = () => {};

  /** Where a failed check's error goes (the server's log): the probe's reply names no error. */
  logFailuresTo(onFailure: (name: string, error: unknown) => void): void {
    this.#onFailure = onFailure;
  }

  addCheck(name: string, check: ReadinessCheck): void {
    this.#checks.set(name, check);
  }

  /** From now on readiness answers not ready: the load balancer stops sending new requests. */
  startDraining(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  async readiness(timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<Readiness> {
    const entries = await Promise.all([...this.#checks].map(async ([name, check]) => [name, await this.#run(name, check, timeoutMs)] as const));
    const checks: Record<string, CheckOutcome> = { catalog: 'ok', ...Object.fromEntries(entries) };
    return { ready: !this.#draining && Object.values(checks).every((outcome) => outcome === 'ok'), draining: this.#draining, checks };
  }

  async #run(name: string, check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<CheckOutcome>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const ran = check().then(
      (): CheckOutcome => 'ok',
      (error: unknown): CheckOutcome => {
        this.#onFailure(name, error);
        return 'failed';
      },
    );
    try {
      return await Promise.race([ran, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const healthOfApp = new WeakMap<FastifyInstance, Health>();

/** Ties a server to its health (buildServer does), so that shutting it down can start draining. */
export function attachHealth(app: FastifyInstance, health: Health): void {
  healthOfApp.set(app, health);
}

export const healthOf = (app: FastifyInstance): Health | undefined => healthOfApp.get(app);
