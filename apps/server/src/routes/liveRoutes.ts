import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HLS_MIME_TYPE } from '../content/urls';
import { CACHE_CONTROL, livePlaylistCacheControl } from '../http/caching';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idParam, integerParam, NAME_PATTERN, type Query } from '../http/params';
import { hasLiveStream, liveClipsOf, liveMaster, liveMediaPlaylist, type CatchupRequest } from '../live/liveStreams';
import { SIGNED_URL_TTL_SECONDS } from '../protection/ContentProtection';
import { isItemBound, isProtectedItem } from '../protection/entitlement';
import { withQuery } from '../protection/HlsSigner';
import { PRIVATE_FILE_CACHE_CONTROL, PRIVATE_PLAYLIST_CACHE_CONTROL, sendClipFile } from './hlsRoutes';

type Request = FastifyRequest<{ Params: { id?: string; clip?: string; '*'?: string }; Querystring: Query }>;

/** Epoch seconds accepted for catch-up: from 2000 to 2100. */
const EPOCH_SECONDS = { min: 946_684_800, max: 4_102_444_800 };

/**
 * How long the media-playlist URL a protected live master hands out stays valid: a live media
 * playlist is reloaded at the same URL for as long as the viewer watches, while the segments it
 * lists are signed again, for minutes, on every reload.
 */
export const LIVE_PLAYLIST_TTL_SECONDS = 6 * 3600;

/**
 * Live HLS of live channels and live events: `/live/{id}/master.m3u8` and
 * `/live/{id}/media.m3u8`, with `?start=<epoch s>[&end=<epoch s>]` for catch-up. Playlists follow
 * the clock: they are never cached. A protected item's playlists and segments need its live
 * signature (`exp`, `sig`; `start`/`end` are not covered), and its segments are served under
 * `/live/{id}/hls/{clip}/{file}`; a geo-blocked viewer gets 403 on all of them.
 */
export function registerLiveRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock, protection } = context;

  const liveItem = (request: Request, now: number) => {
    const id = idParam(request.params.id, 'id');
    const index = catalog.indexOf.get(id);
    const item = index === undefined ? undefined : catalog.items[index];
    if (!item || !hasLiveStream(catalog, item)) throw notFound(NOT_FOUND_MESSAGE.channel);
    protection.checkHlsRequest('live', item, request, now);
    return item;
  };
  const catchupOf = (query: Query): CatchupRequest | undefined => {
    const start = integerParam(query, 'start', EPOCH_SECONDS);
    const end = integerParam(query, 'end', EPOCH_SECONDS);
    return start === undefined ? undefined : { start, ...(end === undefined ? {} : { end }) };
  };
  /** Open items' live playlists are cached briefly (a finished catch-up window for good); item-bound ones never. */
  const mediaCacheControl = (bound: boolean, catchup: CatchupRequest | undefined, now: number, targetDuration: number): string =>
    bound
      ? PRIVATE_PLAYLIST_CACHE_CONTROL
      : catchup?.end !== undefined && catchup.end * 1000 <= now
        ? CACHE_CONTROL.endedWindow
        : livePlaylistCacheControl(targetDuration);

  app.get('/live/:id/master.m3u8', (request: Request, reply) => {
    const now = clock.now();
    const item = liveItem(request, now);
    const catchup = catchupOf(request.query);
    let query = catchup ? `?start=${catchup.start}${catchup.end === undefined ? '' : `&end=${catchup.end}`}` : '';
    if (isProtectedItem(item)) query = withQuery(query, protection.signature('live', item.mediaid, now, LIVE_PLAYLIST_TTL_SECONDS));
    return reply
      .type(HLS_MIME_TYPE)
      .header('cache-control', isItemBound(item) ? PRIVATE_PLAYLIST_CACHE_CONTROL : CACHE_CONTROL.liveMaster)
      .send(liveMaster(catalog, item, now, query));
  });

  app.get('/live/:id/media.m3u8', (request: Request, reply) => {
    const now = clock.now();
    const item = liveItem(request, now);
    const catchup = catchupOf(request.query);
    let segmentUri: ((uri: string) => string) | undefined;
    if (isItemBound(item)) {
      // Segments of a finished catch-up window may be fetched until its length has played.
      const ttl = SIGNED_URL_TTL_SECONDS + (catchup?.end === undefined ? 0 : Math.max(0, catchup.end - catchup.start));
      const signature = isProtectedItem(item) ? protection.signature('live', item.mediaid, now, ttl) : '';
      const prefix = `/live/${item.mediaid}/hls/`;
      segmentUri = (uri) => withQuery(uri.replace(/^\/hls\//, prefix), signature);
    }
    const { playlist, targetDuration } = liveMediaPlaylist(catalog, item, now, catchup, segmentUri);
    return reply.type(HLS_MIME_TYPE).header('cache-control', mediaCacheControl(isItemBound(item), catchup, now, targetDuration)).send(playlist);
  });

  app.get('/live/:id/hls/:clip/*', async (request: Request, reply) => {
    const item = liveItem(request, clock.now());
    const clipId = request.params.clip ?? '';
    const clip = isItemBound(item) && NAME_PATTERN.test(clipId) ? liveClipsOf(catalog, item).find((candidate) => candidate.id === clipId) : undefined;
    return sendClipFile(request, reply, clip, request.params['*'] ?? '', { cacheControl: PRIVATE_FILE_CACHE_CONTROL });
  });
}
