import type { FastifyInstance } from 'fastify';
import type { Health } from '../http/Health';
import { NO_STORE } from '../http/securityHeaders';

/**
 * `GET /health`: liveness, 200 while the process answers at all. `GET /ready`: readiness, 200 when
 * the catalog is loaded and the database answers, 503 while either fails or the instance drains
 * (shutting down): what a load balancer or an orchestrator probes. Never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, health: Health): void {
  app.get('/health', async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    const { ready, draining, checks } = await health.readiness();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', NO_STORE)
      .send({ status: ready ? 'ready' : draining ? 'draining' : 'unavailable', checks });
  });
}
