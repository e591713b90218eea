import type { FastifyInstance } from 'fastify';

/**
 * Browsers call the provider's API from the sites' origins (the web client talks to it directly),
 * so the stand-in answers CORS as a public API does: any origin, bearer tokens (no cookies), JSON
 * bodies; a preflight (OPTIONS with Access-Control-Request-Method) gets 204 before any route.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin === undefined) return;
    void reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '86400')
        .send();
    }
  });
}
