import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idParam } from '../http/params';
import { SIGNED_URL_TTL_SECONDS } from '../protection/ContentProtection';
import { isItemBound, isProtectedItem } from '../protection/entitlement';
import { signPlaylistUris } from '../protection/playlistSigning';
import { PRIVATE_FILE_CACHE_CONTROL, PRIVATE_PLAYLIST_CACHE_CONTROL, sendClipFile } from './hlsRoutes';

type Request = FastifyRequest<{ Params: { id?: string; '*': string }; Querystring: Record<string, string | string[] | undefined> }>;

/**
 * Item-bound VOD: `/vod/{mediaId}/{file}` serves the clip of a protected or geo-blocked item (an
 * ended live event's recording too), checking on every request the geo-block and, for a protected
 * item, the item's signature (401 missing, 403 wrong, expired or another item's). Playlists come
 * back with every URI they hold signed again: for the clip's duration plus 10 minutes, so that a
 * player can follow them to the end.
 */
export function registerVodRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock, protection } = context;
  app.get('/vod/:id/*', async (request: Request, reply) => {
    const id = idParam(request.params.id, 'id');
    const index = catalog.indexOf.get(id);
    const item = index === undefined ? undefined : catalog.items[index];
    const clipId = item?.clip ?? item?.event?.clip;
    if (!item || !clipId || !isItemBound(item)) throw notFound(NOT_FOUND_MESSAGE.file);
    const now = clock.now();
    protection.checkHlsRequest('vod', item, request, now);
    const clip = catalog.clips.get(clipId)!;
    const query = isProtectedItem(item) ? protection.signature('vod', id, now, clip.manifest.duration + SIGNED_URL_TTL_SECONDS) : '';
    return sendClipFile(request, reply, clip, request.params['*'], {
      cacheControl: PRIVATE_FILE_CACHE_CONTROL,
      playlist: (text) => {
        void reply.header('cache-control', PRIVATE_PLAYLIST_CACHE_CONTROL);
        return query === '' ? text : signPlaylistUris(text, query);
      },
    });
  });
}
