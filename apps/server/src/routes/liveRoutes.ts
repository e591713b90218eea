import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HLS_MIME_TYPE } from '../content/urls';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idParam, integerParam, type Query } from '../http/params';
import { hasLiveStream, liveMaster, liveMediaPlaylist } from '../live/liveStreams';

type Request = FastifyRequest<{ Params: { id?: string }; Querystring: Query }>;

/** Epoch seconds accepted for catch-up: from 2000 to 2100. */
const EPOCH_SECONDS = { min: 946_684_800, max: 4_102_444_800 };

/**
 * Live HLS of live channels and live events: `/live/{id}/master.m3u8` and
 * `/live/{id}/media.m3u8`, with `?start=<epoch s>[&end=<epoch s>]` for catch-up. Playlists follow
 * the clock: they are never cached.
 */
export function registerLiveRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock } = context;

  const liveItem = (request: Request) => {
    const id = idParam(request.params.id, 'id');
    const index = catalog.indexOf.get(id);
    const item = index === undefined ? undefined : catalog.items[index];
    if (!item || !hasLiveStream(catalog, item)) throw notFound(NOT_FOUND_MESSAGE.channel);
    return item;
  };
  const catchupOf = (query: Query) => {
    const start = integerParam(query, 'start', EPOCH_SECONDS);
    const end = integerParam(query, 'end', EPOCH_SECONDS);
    return start === undefined ? undefined : { start, ...(end === undefined ? {} : { end }) };
  };

  app.get('/live/:id/master.m3u8', (request: Request, reply) => {
    const item = liveItem(request);
    const catchup = catchupOf(request.query);
    const query = catchup ? `?start=${catchup.start}${catchup.end === undefined ? '' : `&end=${catchup.end}`}` : '';
    return reply.type(HLS_MIME_TYPE).header('cache-control', 'no-cache').send(liveMaster(catalog, item, clock.now(), query));
  });

  app.get('/live/:id/media.m3u8', (request: Request, reply) => {
    const item = liveItem(request);
    const playlist = liveMediaPlaylist(catalog, item, clock.now(), catchupOf(request.query));
    return reply.type(HLS_MIME_TYPE).header('cache-control', 'no-cache').send(playlist);
  });
}
