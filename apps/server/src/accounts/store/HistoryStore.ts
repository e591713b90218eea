import type { AccountDb, Queryable } from '../db/schema';

export interface HistoryRow {
  media_id: string;
  progress: number;
  updated_at: number;
}

/** Watch history: one entry per user and media item, newest first, at most `limit` per user. */
export class HistoryStore {
  constructor(
    private readonly db: AccountDb,
    private readonly limit: number,
  ) {}

  list(userId: string, q: Queryable = this.db): Promise<HistoryRow[]> {
    return q
      .selectFrom('history')
      .select(['media_id', 'progress', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(this.limit)
      .execute();
  }

  /**
   * Inserts or updates an entry, then drops the user's oldest beyond the limit. Run inside a
   * transaction that holds the user's lock (UserStore.lock), so the order number is unique.
   */
  async upsert(userId: string, mediaId: string, progress: number, now: number, q: Queryable): Promise<HistoryRow> {
    const { top } = await q.selectFrom('history').select((eb) => eb.fn.max('seq').as('top')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const seq = Number(top ?? 0) + 1;
    await q
      .insertInto('history')
      .values({ user_id: userId, media_id: mediaId, progress, updated_at: now, seq })
      .onConflict((conflict) => conflict.columns(['user_id', 'media_id']).doUpdateSet({ progress, updated_at: now, seq }))
      .execute();
    await q
      .deleteFrom('history')
      .where('user_id', '=', userId)
      .where('media_id', 'not in', (eb) =>
        eb.selectFrom('history').select('media_id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('seq', 'desc').limit(this.limit),
      )
      .execute();
    return { media_id: mediaId, progress, updated_at: now };
  }

  async remove(userId: string, mediaId: string, q: Queryable = this.db): Promise<void> {
    await q.deleteFrom('history').where('user_id', '=', userId).where('media_id', '=', mediaId).execute();
  }
}
