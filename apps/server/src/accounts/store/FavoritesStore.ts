import type { AccountDb, Queryable } from '../db/schema';

export interface FavoriteRow {
  media_id: string;
  created_at: number;
}

/** Favorites: a set of media ids per user, newest first, at most `limit`. */
export class FavoritesStore {
  constructor(
    private readonly db: AccountDb,
    readonly limit: number,
  ) {}

  list(userId: string, q: Queryable = this.db): Promise<FavoriteRow[]> {
    return q
      .selectFrom('favorites')
      .select(['media_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(this.limit)
      .execute();
  }

  find(userId: string, mediaId: string, q: Queryable = this.db): Promise<FavoriteRow | undefined> {
    return q.selectFrom('favorites').select(['media_id', 'created_at']).where('user_id', '=', userId).where('media_id', '=', mediaId).executeTakeFirst();
  }

  async count(userId: string, q: Queryable = this.db): Promise<number> {
    const { count } = await q.selectFrom('favorites').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Run inside a transaction that holds the user's lock (UserStore.lock), after checking the limit. */
  async insert(userId: string, mediaId: string, now: number, q: Queryable): Promise<FavoriteRow> {
    const { top } = await q.selectFrom('favorites').select((eb) => eb.fn.max('seq').as('top')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    await q
      .insertInto('favorites')
      .values({ user_id: userId, media_id: mediaId, created_at: now, seq: Number(top ?? 0) + 1 })
      .execute();
    return { media_id: mediaId, created_at: now };
  }

  async remove(userId: string, mediaId: string, q: Queryable = this.db): Promise<void> {
    await q.deleteFrom('favorites').where('user_id', '=', userId).where('media_id', '=', mediaId).execute();
  }
}
