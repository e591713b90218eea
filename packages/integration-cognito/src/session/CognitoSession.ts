import { ProviderSession, type AuthTokenStore, type AuthTokens, type Logger, type RefreshChannel } from '@ott/common';
import type { CognitoIdentity, PoolTokens } from '../identity/CognitoIdentity';
import { refreshError } from '../errors/cognitoErrors';

export type { SessionExpiredHandler } from '@ott/common';

/**
 * How long before the access token expires it is refreshed. Cognito's access tokens live between
 * 5 minutes and 1 day, always under the spec's 3-day threshold (000 §4), so "refresh when fewer
 * than 3 days remain" would refresh before every call: the session refreshes in the token's last
 * 5 minutes instead (and on a 401), one refresh at a time for all callers.
 */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export interface CognitoSessionOptions {
  identity: Pick<CognitoIdentity, 'refresh'>;
  tokens: AuthTokenStore;
  clock: () => number;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/** The pool's tokens in the form they are stored (`jwapp.auth`): the access token is the bearer. */
export const authTokensFrom = (tokens: PoolTokens): AuthTokens => ({ token: tokens.accessToken, refreshToken: tokens.refreshToken, expires: tokens.expiresAt });

/**
 * The signed-in session of a Cognito user pool (common's ProviderSession): the access token with
 * its expiry and the refresh token under `jwapp.auth`; refreshed with REFRESH_TOKEN_AUTH shortly
 * before it expires and once on a 401; concurrent callers wait for the one refresh; a refused
 * refresh logs out (a network failure keeps the session: the refresh token is still good).
 */
export class CognitoSession extends ProviderSession {
  constructor(options: CognitoSessionOptions) {
    super({
      tokens: options.tokens,
      clock: options.clock,
      logger: options.logger,
      channel: options.channel,
      policy: 'when-expired',
      expiryMarginMs: ACCESS_TOKEN_REFRESH_MARGIN_MS,
      keepOnNetworkError: true,
      refresh: async (current) => {
        if (!current.refreshToken) throw refreshError(new Error('No refresh token'));
        try {
          return authTokensFrom(await options.identity.refresh(current.refreshToken));
        } catch (error) {
          throw refreshError(error);
        }
      },
    });
  }
}
