import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { refuseHashingWhenBusy } from './busyHashing';

/** The account API's routes in a scope under /api, each answering which handler ran. */
async function server(busy: boolean) {
  const app = Fastify();
  const handled: string[] = [];
  await app.register(
    async (scope) => {
      refuseHashingWhenBusy(scope, { busy });
      for (const [method, url] of [
        ['POST', '/customers/login'],
        ['POST', '/customers'],
        ['POST', '/customers/reset-password'],
        ['POST', '/customers/forgot-password'],
        ['GET', '/favorites'],
      ] as const) {
        scope.route({ method, url, handler: async (request) => (handled.push(`${method} ${url}`), { body: request.body ?? null }) });
      }
    },
    { prefix: '/api' },
  );
  return { app, handled };
}

describe('refuseHashingWhenBusy', () => {
  it.each([
    { route: 'POST /api/customers/login', busy: true, status: 503 },
    { route: 'POST /api/customers', busy: true, status: 503 },
    { route: 'POST /api/customers/reset-password', busy: true, status: 503 },
    { route: 'POST /api/customers/forgot-password', busy: true, status: 200 },
    { route: 'GET /api/favorites', busy: true, status: 200 },
    { route: 'POST /api/customers/login', busy: false, status: 200 },
    { route: 'POST /api/customers', busy: false, status: 200 },
  ])('$route while hashing is busy=$busy: $status', async ({ route, busy, status }) => {
    const { app, handled } = await server(busy);
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const reply = await app.inject({ method, url, ...(method === 'POST' ? { payload: { email: 'a@example.org', password: 'x' } } : {}) });
    expect(reply.statusCode).toBe(status);
    if (status === 503) {
      expect(reply.headers['retry-after']).toBe('1');
      expect(reply.json()).toEqual({ message: 'Server busy, try again shortly', code: 503 });
      expect(handled).toEqual([]);
    } else {
      expect(handled).toHaveLength(1);
    }
    await app.close();
  });

  it('refuses before the body is read: a malformed body gets the 503, not a 400', async () => {
    const { app } = await server(true);
    const reply = await app.inject({ method: 'POST', url: '/api/customers/login', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(reply.statusCode).toBe(503);
    await app.close();
  });
});
