import { randomBytes } from 'node:crypto';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { ProviderError } from '../errors';
import { hashToken, newOpaqueToken } from './opaqueTokens';

/** The message the web clients log out on (spec 000 §4, token refresh). */
export const REFRESH_TOKEN_INVALID = 'Refresh token is expired or does not exist';

export interface AuthReply {
  jwt: string;
  refreshToken: string;
  customerToken: string;
}

/** A new JWT and a new single-use refresh token for the customer. */
export async function issueTokens(context: SandboxContext, customerId: string): Promise<AuthReply> {
  const refresh = newOpaqueToken();
  context.db
    .prepare('INSERT INTO refresh_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
    .run(refresh.hash, customerId, nowSeconds(context.clock) + context.ttl.refreshToken);
  return {
    jwt: await context.jwt.sign(customerId, context.publisher.publisherId),
    refreshToken: refresh.token,
    // The provider's older APIs take a customer token; the sandbox hands out an opaque one and never reads it.
    customerToken: randomBytes(24).toString('base64url'),
  };
}

/** Trades a refresh token for a new pair; the old one is spent whatever happens next (rotation). */
export async function refreshTokens(context: SandboxContext, refreshToken: string): Promise<AuthReply> {
  const hash = hashToken(refreshToken);
  const row = context.db.prepare('DELETE FROM refresh_tokens WHERE token_hash = ? RETURNING customer_id, expires_at').get(hash) as
    | { customer_id: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= nowSeconds(context.clock)) throw new ProviderError(401, REFRESH_TOKEN_INVALID);
  return issueTokens(context, row.customer_id);
}

/** Ends every session of the customer (their refresh tokens; JWTs run out on their own). */
export function revokeRefreshTokens(context: SandboxContext, customerId: string): number {
  return context.db.prepare('DELETE FROM refresh_tokens WHERE customer_id = ?').run(customerId).changes;
}
