import { AD_DELIVERY_METHOD, type Config } from '../entities/config';
import type { MediaItem } from '../entities/media';
import { isAppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { isHttpError } from '../errors/httpErrors';
import { isProtectedMedia } from '../rules/mediaAccess';
import type { ContentApiClient } from '../services/content/ContentApiClient';
import type { EntitlementService } from '../services/EntitlementService';
import { withServerSideAds } from '../services/content/ssaiSessionUrl';
import type { AccessTokensController } from './AccessTokensController';

/**
 * The sources a viewer plays (000 §6 "Media access", 001 §7.1-§7.3), decided right before playback:
 *
 * 1. an open item (free, or requiresSubscription false) plays its sources as they are;
 * 2. a protected item, on a site with access tokens and a signed-in viewer: `playback.json` with
 *    the passport (refreshed once after a 403, see AccessTokensController);
 * 3. otherwise a media token, from the integration's entitlement service when the site has one,
 *    else from the content host (`/v2/items/jw-media/token`, anonymous or with the account
 *    credential), then `/v2/media/{id}?token=`, whose sources are signed;
 * 4. then the geo-block check: a HEAD on the first HLS source; a 403 is "access blocked";
 * 5. under a config whose ads the content host stitches (`adDeliveryMethod: ssai`), an on-demand
 *    item's HLS source becomes a server-side ad insertion session of that config.
 *
 * A refusal (401 or 403 on the token or the media call, or the entitlement service's own refusal)
 * is the catalogue's "Unauthorized", the HTTP status kept in `details`; other errors pass as they
 * are (the access-token errors of the catalogue, "MediaItem not found", network errors).
 */
export interface PlaybackSourceResolver {
  /** The item with the sources to play (signed when it is protected), after the geo-block check. */
  resolve(item: MediaItem, options?: { signal?: AbortSignal }): Promise<MediaItem>;
}

export interface PlaybackSourceResolverOptions {
  content: Pick<ContentApiClient, 'getMediaById' | 'getPlaybackJson' | 'getMediaToken' | 'checkGeoBlock'>;
  /** The config the viewer watches under (its id), sent as `app_config_id`. */
  appConfigId: string;
  /** The site's access tokens (non-free sites whose integration uses the access bridge), else none. */
  accessTokens?: AccessTokensController | null;
  /** The integration's entitlement service, when it has one. */
  entitlement?: Pick<EntitlementService, 'getMediaToken'> | null;
  /** The signed-in viewer's account credential (sent with the content host's token call), or null. */
  getAuthToken?: () => Promise<string | null>;
  /** The config's default DRM policy: media are fetched through it. */
  drmPolicyId?: string;
  /** The config's ad settings: with `adDeliveryMethod: ssai` and an `adSchedule`, the content host stitches the ads. */
  ads?: Pick<Config, 'adDeliveryMethod' | 'adSchedule'>;
}

const REFUSED = [401, 403] as const;

/** A 401/403 reply as "Unauthorized"; anything else unchanged. */
function asRefusal(error: unknown, mediaId: string): unknown {
  const status = REFUSED.find((code) => isHttpError(error, code));
  if (status === undefined) return error;
  return createAppError('unauthorized', { details: { mediaId, status }, cause: error });
}

/** The played item: the one the screen shows, with the sources (and tracks) of the signed reply. */
const withSignedSources = (item: MediaItem, signed: MediaItem): MediaItem => ({ ...item, sources: signed.sources ?? [], tracks: signed.tracks ?? item.tracks });

export function createPlaybackSourceResolver(options: PlaybackSourceResolverOptions): PlaybackSourceResolver {
  const { content, appConfigId, drmPolicyId } = options;
  const serverSideAds = options.ads?.adDeliveryMethod === AD_DELIVERY_METHOD.SSAI && !!options.ads.adSchedule;

  async function mediaToken(mediaId: string, signal: AbortSignal | undefined): Promise<string> {
    if (options.entitlement) return options.entitlement.getMediaToken({ mediaId, drmPolicyId, params: { app_config_id: appConfigId } });
    const bearer = (await options.getAuthToken?.().catch(() => null)) ?? undefined;
    return content.getMediaToken(mediaId, { appConfigId, bearer, signal });
  }

  async function signed(item: MediaItem, signal: AbortSignal | undefined): Promise<MediaItem> {
    const mediaId = item.mediaid;
    try {
      const viaPassport = await options.accessTokens?.withPassport((passport) => content.getPlaybackJson(mediaId, { passport, appConfigId, signal }));
      if (viaPassport) return viaPassport;
      const token = await mediaToken(mediaId, signal);
      return await content.getMediaById(mediaId, { token, drmPolicyId, signal });
    } catch (error) {
      if (isAppError(error) && error.code === 'unauthorized') throw error;
      throw asRefusal(error, mediaId);
    }
  }

  return {
    async resolve(item, { signal } = {}) {
      const playable = isProtectedMedia(item) ? withSignedSources(item, await signed(item, signal)) : item;
      await content.checkGeoBlock(playable, { signal });
      return serverSideAds ? withServerSideAds(playable, appConfigId) : playable;
    },
  };
}
