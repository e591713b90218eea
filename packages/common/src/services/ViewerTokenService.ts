import type { ViewerToken } from '../entities/auth';

/**
 * Viewer tokens (spec 000 §1, §3, §4; 001 §7.7 `POST {account}/exchange-token`): an integration whose
 * back end admits viewers without an account registers this service under `viewerTokens`. The site
 * then reads `?token=` and a hash token on start-up, offers the external library login
 * (`u=login-external`), and switches to AVOD while a viewer token is loaded.
 */
export interface ViewerTokenService {
  /**
   * Trades an external provider's token (from the library-login round trip or `?token=`) for the
   * site's viewer token `{jwt, sub, provider, access}`. Rejects with a catalogue error (AppError)
   * when the back end refuses the token.
   */
  exchange(providerToken: string): Promise<ViewerToken>;
}
