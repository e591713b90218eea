import { ProviderSession, type AuthTokenStore, type Logger, type RefreshChannel } from '@ott/common';
import type { CustomApiClient } from '../api/CustomApiClient';
import { authTokensFrom } from '../api/mappers';
import type { Clock } from './clock';

export type { SessionExpiredHandler } from '@ott/common';

export interface CustomSessionOptions {
  api: Pick<CustomApiClient, 'refreshToken'>;
  tokens: AuthTokenStore;
  clock: Clock;
  logger: Logger;
  /** Tells other tabs about refreshes so that one tab refreshes for all (see TokenRefreshQueue). */
  channel?: RefreshChannel;
}

/**
 * The signed-in session of the custom account API (common's ProviderSession): its bearer token,
 * refreshed with the token itself when fewer than 3 days remain before it expires (000 §4, §9).
 * Any failed refresh ends the session (the API has no refresh token to keep for a retry).
 */
export class CustomSession extends ProviderSession {
  constructor(options: CustomSessionOptions) {
    super({
      tokens: options.tokens,
      clock: options.clock,
      logger: options.logger,
      channel: options.channel,
      policy: 'before-threshold',
      refresh: async (current) => {
        const reply = await options.api.refreshToken(current.token);
        return authTokensFrom(reply.refreshedToken, reply.exp);
      },
    });
  }
}
