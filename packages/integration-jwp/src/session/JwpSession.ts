import { ProviderSession, createAppError, type AuthTokenStore, type AuthTokens, type Logger, type RefreshChannel } from '@ott/common';
import type { JwpApiClient } from '../api/JwpApiClient';
import type { AuthReply } from '../api/schemas';
import type { Clock } from './clock';

/** A token is refreshed this long before its expiry, so that it does not expire on the way. */
export const EXPIRY_MARGIN_MS = 30_000;

/** The customer's session with the platform (common's ProviderSession). */
export type JwpSession = ProviderSession;

export interface JwpSessionOptions {
  api: Pick<JwpApiClient, 'refresh'>;
  clientId: string;
  tokens: AuthTokenStore;
  clock: Clock;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all. */
  channel?: RefreshChannel;
}

/** The stored form of the platform's tokens: the access token, the refresh token, the expiry in ms (`expires` is epoch seconds). */
export function authTokensFrom(reply: Pick<AuthReply, 'access_token' | 'refresh_token' | 'expires'>): AuthTokens {
  return {
    token: reply.access_token,
    ...(reply.refresh_token ? { refreshToken: reply.refresh_token } : {}),
    ...(reply.expires === undefined ? {} : { expires: reply.expires * 1000 }),
  };
}

/**
 * The bearer token, refreshed once it has expired (30 s margin) with the refresh grant of the
 * authenticate call (000 §4 "Token refresh"). A refused refresh, or a session without refresh
 * token, ends the session (forced logout); one that fails for lack of network keeps it.
 */
export function createJwpSession(options: JwpSessionOptions): JwpSession {
  return new ProviderSession({
    tokens: options.tokens,
    clock: options.clock,
    logger: options.logger,
    channel: options.channel,
    policy: 'when-expired',
    expiryMarginMs: EXPIRY_MARGIN_MS,
    keepOnNetworkError: true,
    refresh: async (current) => {
      if (!current.refreshToken) throw createAppError('not_logged_in', { details: { reason: 'no refresh token' } });
      const reply = await options.api.refresh({ client_id: options.clientId, refresh_token: current.refreshToken });
      // The platform may answer without a new refresh token: the old one stays good.
      return authTokensFrom({ ...reply, refresh_token: reply.refresh_token ?? current.refreshToken });
    },
  });
}
