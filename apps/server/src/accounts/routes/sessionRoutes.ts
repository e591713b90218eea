import type { FastifyInstance } from 'fastify';
import { sessionNotFound } from '../AccountError';
import type { AccountsContext } from '../AccountsContext';
import { sessionIdParams } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

/**
 * Sign-out on the server and the viewer's sessions (issue 21): `POST /customers/logout` ends the
 * caller's session (its tokens stop working at once); `GET /sessions` lists the live ones (device,
 * started, last seen, which one is this); `DELETE /sessions/{id}` ends one of them;
 * `DELETE /sessions` ends all but the caller's.
 */
export function registerSessionRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, sessionStore, clock } = context;

  app.post('/customers/logout', async (request, reply) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    await sessionStore.revoke(caller.userId, caller.sessionId, clock.now());
    return reply.code(204).send();
  });

  app.get('/sessions', async (request) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    const live = await sessionStore.listLive(caller.userId, clock.now());
    return {
      sessions: live.map((session) => ({
        id: session.id,
        device: session.device,
        createdAt: new Date(session.created_at).toISOString(),
        lastSeenAt: new Date(session.last_seen_at ?? session.created_at).toISOString(),
        current: session.id === caller.sessionId,
      })),
    };
  });

  app.delete('/sessions/:id', async (request, reply) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    const { id } = parseInput(sessionIdParams, request.params);
    // Another user's session id answers like an unknown one.
    if (!(await sessionStore.revoke(caller.userId, id, clock.now()))) throw sessionNotFound();
    return reply.code(204).send();
  });

  app.delete('/sessions', async (request) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    return { ended: await sessionStore.revokeOthers(caller.userId, caller.sessionId, clock.now()) };
  });
}
