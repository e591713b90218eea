import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nowSeconds } from '../clock';
import { callerOf } from './accounts';
import type { InPlayerContext } from './context';
import { InPlayerError } from './errors';
import { parseFields } from './form';

/** Items per page: more than a client keeps (48, spec 001 §9), so one page is the whole list for a site. */
export const PAGE_SIZE = 50;
/** From this progress (a fraction of the duration) on, an item counts as watched. */
const WATCHED_FROM = 0.95;

const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid media id');
const historyQuery = z.object({ filter: z.enum(['all', 'watched', 'currently_watching']).default('currently_watching'), cursor: z.string().optional() });
const favoritesQuery = z.object({ cursor: z.string().optional() });
const historyBody = z.object({ media_id: mediaId, progress: z.coerce.number().min(0).max(1) });
const favoriteBody = z.object({ media_id: mediaId });

/** Cursors are opaque to clients: here the offset of the next page. */
const offsetOf = (cursor: string | undefined): number => {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isInteger(offset) || offset < 0) throw new InPlayerError(422, 'Invalid param cursor', { cursor: 'Unknown cursor' });
  return offset;
};

/** One page of a collection with the cursor of the next page when there is one (`CollectionWithCursor`). */
function page<T>(rows: T[], cursor: string | undefined) {
  const offset = offsetOf(cursor);
  const next = offset + PAGE_SIZE;
  return { collection: rows.slice(offset, next), ...(next < rows.length ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}) };
}

/** Watch history and favorites of the signed-in account (spec 001 §7.5), newest first. */
export function registerInPlayerMediaRoutes(app: FastifyInstance, context: InPlayerContext): void {
  app.get('/v2/accounts/media/watch-history', async (request) => {
    const { account } = callerOf(context, request);
    const query = parseFields(historyQuery, request.query);
    const condition = { all: '1 = 1', watched: `progress >= ${WATCHED_FROM}`, currently_watching: `progress < ${WATCHED_FROM}` }[query.filter];
    const rows = context.db
      .prepare(`SELECT media_id, progress, created_at, updated_at FROM inplayer_watch_history WHERE account_id = ? AND ${condition} ORDER BY updated_at DESC, rowid DESC`)
      .all(account.id);
    return page(rows, query.cursor);
  });

  app.patch('/v2/accounts/media/watch-history', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(historyBody, request.body);
    const now = nowSeconds(context.clock);
    context.db
      .prepare(
        'INSERT INTO inplayer_watch_history (account_id, media_id, progress, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, media_id) DO UPDATE SET progress = excluded.progress, updated_at = excluded.updated_at',
      )
      .run(account.id, input.media_id, input.progress, now, now);
    return context.db.prepare('SELECT media_id, progress, created_at, updated_at FROM inplayer_watch_history WHERE account_id = ? AND media_id = ?').get(account.id, input.media_id);
  });

  app.get('/v2/accounts/media/favorites', async (request) => {
    const { account } = callerOf(context, request);
    const query = parseFields(favoritesQuery, request.query);
    const rows = context.db.prepare('SELECT media_id, created_at FROM inplayer_favorites WHERE account_id = ? ORDER BY created_at DESC, rowid DESC').all(account.id);
    return page(rows, query.cursor);
  });

  app.post('/v2/accounts/media/favorites', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(favoriteBody, request.body);
    context.db.prepare('INSERT OR IGNORE INTO inplayer_favorites (account_id, media_id, created_at) VALUES (?, ?, ?)').run(account.id, input.media_id, nowSeconds(context.clock));
    return context.db.prepare('SELECT media_id, created_at FROM inplayer_favorites WHERE account_id = ? AND media_id = ?').get(account.id, input.media_id);
  });

  app.delete<{ Params: { mediaId: string } }>('/v2/accounts/media/favorites/:mediaId', async (request) => {
    const { account } = callerOf(context, request);
    const row = context.db.prepare('SELECT media_id, created_at FROM inplayer_favorites WHERE account_id = ? AND media_id = ?').get(account.id, request.params.mediaId);
    if (!row) throw new InPlayerError(404, 'Favorite not found');
    context.db.prepare('DELETE FROM inplayer_favorites WHERE account_id = ? AND media_id = ?').run(account.id, request.params.mediaId);
    return row;
  });
}
