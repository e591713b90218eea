import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { GATE_FULL_REPLY } from '../../util/WorkGate';

/** The routes (method and path within the account API) whose work is a password hash. */
export const HASHING_ROUTES: ReadonlySet<string> = new Set(['POST /customers/login', 'POST /customers', 'POST /customers/reset-password']);

/** What the routes need to know of the hasher: whether a hash asked for now would be refused. */
export interface HashingLine {
  readonly busy: boolean;
}

/**
 * Gives the hashing routes registered after it a first step that answers 503 (with Retry-After)
 * while the hashing line is full, before their body is read or checked and before any lookup: in a
 * flood of logins or sign-ups the refusals, nearly all of the flood, cost the event loop next to
 * nothing, so the other routes keep their turns.
 */
export function refuseHashingWhenBusy(scope: FastifyInstance, line: HashingLine): void {
  const refuse: onRequestAsyncHookHandler = async (_request, reply) => {
    if (!line.busy) return;
    return reply.code(GATE_FULL_REPLY.status).header('retry-after', String(GATE_FULL_REPLY.retryAfterSeconds)).send(GATE_FULL_REPLY.body);
  };
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => HASHING_ROUTES.has(`${method} ${route.routePath}`))) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [refuse, ...own];
  });
}
