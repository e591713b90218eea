import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../AccountsContext';
import { outboxQuery } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

/** GET /dev/outbox?to=: the mails this process sent, newest first. Registered only with `devOutbox`. */
export function registerDevOutboxRoutes(app: FastifyInstance, context: AccountsContext): void {
  app.get('/dev/outbox', async (request) => {
    const { to } = parseInput(outboxQuery, request.query);
    return { mails: context.outbox.list(to) };
  });
}
