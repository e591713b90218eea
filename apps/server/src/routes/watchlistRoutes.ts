import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { playlistJson } from '../content/ItemJson';
import { withFeedId } from '../content/replies';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idListParam, idParam, type Query } from '../http/params';
import { sendJsonText } from '../http/reply';

type Request = FastifyRequest<{ Params: { id?: string }; Querystring: Query }>;

/**
 * `/apps/watchlists/{id}?media_ids=`: the given media, in the given order, unknown ids skipped
 * (favorites and continue-watching lists hold ids the viewer saved, some maybe since removed).
 * The list id must be one a config names as favorites or continue-watching list, or a playlist.
 */
export function registerWatchlistRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog } = context;
  app.get('/apps/watchlists/:id', (request: Request, reply) => {
    const id = idParam(request.params.id, 'id');
    if (!catalog.watchlistIds.has(id) && !catalog.playlists.has(id)) throw notFound(NOT_FOUND_MESSAGE.playlist);
    const positions = context.lists.ids(idListParam(request.query, 'media_ids'));
    const now = context.clock.now();
    const text = playlistJson(
      { feedid: id, title: catalog.playlists.get(id)?.title ?? 'Watchlist', description: '', kind: 'WATCHLIST' },
      positions.map((index) => withFeedId(context.items.json(index, now), id)),
    );
    return sendJsonText(context, request, reply, text);
  });
}
