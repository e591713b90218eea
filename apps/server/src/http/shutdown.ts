import type { FastifyInstance } from 'fastify';
import { healthOf } from './Health';

/** How long in-flight requests may take to finish once a shutdown starts, by default. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Graceful shutdown (SIGTERM, SIGINT): readiness answers 503 at once, the listening socket closes
 * (no new connections; requests arriving on kept-alive ones get 503 from Fastify), requests in
 * flight finish, then the onClose hooks run (the account database closes). Requests still running
 * after `timeoutMs` have their connections cut, so a hung client cannot hold the process. Answers
 * whether that had to happen.
 */
export async function shutDown(app: FastifyInstance, timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS): Promise<{ forced: boolean }> {
  healthOf(app)?.startDraining();
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { forced };
}
