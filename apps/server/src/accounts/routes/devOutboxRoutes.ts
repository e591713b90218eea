import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../../http/loopback';
import type { AccountsContext } from '../AccountsContext';
import { outboxQuery } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

/**
 * GET /dev/outbox?to=: the mails this process sent, newest first. Registered only with
 * `devOutbox`, and answered only to callers on this machine (it holds live reset links): others
 * get the same 404 as for any unknown route. The socket's address, not a forwarded one, decides.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, context: AccountsContext): void {
  app.get('/dev/outbox', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    const { to } = parseInput(outboxQuery, request.query);
    return { mails: context.outbox.list(to) };
  });
}
