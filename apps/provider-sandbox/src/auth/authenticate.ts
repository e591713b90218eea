import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import type { CustomerClaims } from './JwtIssuer';

/**
 * The customer a request's bearer JWT names: 401 without a valid, unexpired JWT; 403 when the
 * path names another customer (`customerId` given).
 */
export async function authenticate(context: SandboxContext, request: FastifyRequest, customerId?: string): Promise<CustomerClaims> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  const read = await context.jwt.read(match[1]);
  if (!read) throw unauthorized();
  if (read.expired) throw unauthorized('JWT expired');
  if (customerId !== undefined && read.claims.customerId !== customerId) throw forbidden();
  return read.claims;
}
