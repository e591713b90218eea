import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GATE_FULL_REPLY, GateFull } from '../../util/WorkGate';
import { isAccountError } from '../AccountError';

/**
 * The one place where refusals become replies, for every /api route: an AccountError gives its
 * status and body (`{ message, code, errors? }`, `Retry-After` on 429); a full work gate (password
 * hashing) 503 with `Retry-After`; Fastify's own 4xx (bad
 * JSON, body over 1 MiB, unsupported content type) keep their status with the same body shape;
 * anything else is a bug: logged, and a 500 that says nothing about the inside.
 */
export function accountErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isAccountError(error)) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(error.body);
  }
  if (error instanceof GateFull) return reply.code(GATE_FULL_REPLY.status).header('retry-after', String(GATE_FULL_REPLY.retryAfterSeconds)).send(GATE_FULL_REPLY.body);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message, code: status });
  request.log.error({ err: error }, 'account API failure');
  return reply.code(500).send({ message: 'Internal server error', code: 500 });
}
