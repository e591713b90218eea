import {
  createAppError,
  createHttpClient,
  mediaEntitlementReplySchema,
  type AuthService,
  type Config,
  type Entitlement,
  type EntitlementService,
  type FetchLike,
  type MediaTokenRequest,
} from '@ott/common';

/** The provider name the entitlement host is told (001 §7.2). */
export const ENTITLEMENT_PROVIDER = 'custom';

/** The custom API's access model (000 §4): signing in is the access. */
const DEFAULT_ACCESS_TYPE = 'authvod';

/**
 * Entitlements with the custom account API, registered when the config names an entitlement
 * host (`integrations.custom.entitlementUrl`, 001 §7.2).
 *
 * - Offers: the API sells none, so no offer ever grants access (`accessGranted: false`); items
 *   open under AUTHVOD are entitled by the access rules without asking.
 * - Signed media tokens: POST {provider, credentials{token}, asset{id, drmPolicyId, params,
 *   accessType}} -> {entitled, token}, `params.app_config_id` = the config's id unless the caller
 *   names one. Not entitled, or not signed in, is "Unauthorized".
 */
export class CustomEntitlementService implements EntitlementService {
  /** `entitlementUrl`: the host's absolute URL (see resolveEntitlementUrl). */
  constructor(
    private readonly config: Config,
    private readonly fetch: FetchLike,
    private readonly account: AuthService,
    private readonly entitlementUrl: string,
  ) {}

  async getEntitlements(_offerId: string): Promise<Entitlement> {
    return { accessGranted: false };
  }

  async getMediaToken({ mediaId, drmPolicyId, params }: MediaTokenRequest): Promise<string> {
    const entitlementUrl = this.entitlementUrl;
    const auth = await this.account.getAuthData();
    if (!auth) throw createAppError('unauthorized', { details: { reason: 'not signed in' } });

    const reply = await createHttpClient({ baseUrl: entitlementUrl, fetch: this.fetch }).post(entitlementUrl, {
      auth: 'none',
      body: {
        provider: ENTITLEMENT_PROVIDER,
        credentials: { token: auth.token },
        asset: {
          id: mediaId,
          drmPolicyId: drmPolicyId ?? this.config.contentProtection?.drm?.defaultPolicyId,
          // The host decides by the access model of the config the viewer watches under (its id).
          params: { ...(this.config.id ? { app_config_id: this.config.id } : {}), ...params },
          accessType: this.config.contentProtection?.accessModel ?? DEFAULT_ACCESS_TYPE,
        },
      },
      schema: mediaEntitlementReplySchema,
    });
    if (!reply.entitled || !reply.token) throw createAppError('unauthorized', { details: { mediaId } });
    return reply.token;
  }
}
