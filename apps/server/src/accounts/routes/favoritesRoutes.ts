import type { FastifyInstance } from 'fastify';
import { favoritesLimitReached } from '../AccountError';
import type { AccountsContext } from '../AccountsContext';
import type { FavoriteRow } from '../store/FavoritesStore';
import { favoriteBody, mediaIdParams } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

const favoriteJson = (row: FavoriteRow) => ({ mediaId: row.media_id, createdAt: new Date(row.created_at).toISOString() });

/** /favorites: the caller's favorites (the user id comes from the token, never from the request). */
export function registerFavoritesRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, favorites, users, clock, db } = context;

  app.get('/favorites', async (request) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    return { docs: (await favorites.list(userId)).map(favoriteJson) };
  });

  /** Idempotent: adding a favorite twice answers the first one. */
  app.post('/favorites', async (request) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    const { mediaId } = parseInput(favoriteBody, request.body);
    const row = await db.transaction().execute(async (trx) => {
      await users.lock(userId, trx);
      const existing = await favorites.find(userId, mediaId, trx);
      if (existing) return existing;
      if ((await favorites.count(userId, trx)) >= favorites.limit) throw favoritesLimitReached();
      return favorites.insert(userId, mediaId, clock.now(), trx);
    });
    return favoriteJson(row);
  });

  app.delete('/favorites/:mediaId', async (request, reply) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    const { mediaId } = parseInput(mediaIdParams, request.params);
    await favorites.remove(userId, mediaId);
    return reply.code(204).send();
  });
}
