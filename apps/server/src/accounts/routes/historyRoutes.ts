import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../AccountsContext';
import type { HistoryRow } from '../store/HistoryStore';
import { historyBody, mediaIdParams } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

const historyJson = (row: HistoryRow) => ({ mediaId: row.media_id, progress: row.progress, updatedAt: new Date(row.updated_at).toISOString() });

/** /history: the caller's watch history (only ever the caller's: the user id comes from the token). */
export function registerHistoryRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, history, users, clock, db } = context;

  app.get('/history', async (request) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    return { docs: (await history.list(userId)).map(historyJson) };
  });

  app.post('/history', async (request) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    const { mediaId, progress } = parseInput(historyBody, request.body);
    const row = await db.transaction().execute(async (trx) => {
      await users.lock(userId, trx);
      return history.upsert(userId, mediaId, progress, clock.now(), trx);
    });
    return historyJson(row);
  });

  app.delete('/history/:mediaId', async (request, reply) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    const { mediaId } = parseInput(mediaIdParams, request.params);
    await history.remove(userId, mediaId);
    return reply.code(204).send();
  });
}
