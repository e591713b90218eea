import type { AccountDb, Queryable } from '../db/schema';

/** Password-reset tokens, by their SHA-256. Single use, 10 minutes. */
export class ResetTokenStore {
  constructor(private readonly db: AccountDb) {}

  async insert(tokenHash: string, userId: string, now: number, expiresAt: number, q: Queryable = this.db): Promise<void> {
    await q.insertInto('password_resets').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null }).execute();
  }

  /** The user of a token that is unused and unexpired, without using it. */
  async findUsable(tokenHash: string, now: number, q: Queryable = this.db): Promise<string | undefined> {
    const row = await q
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Uses the token: one conditional UPDATE, so of two concurrent uses exactly one wins. Returns the
   * token's user, or undefined when it was unknown, expired or already used.
   */
  async consume(tokenHash: string, now: number, q: Queryable = this.db): Promise<string | undefined> {
    const row = await q
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** After a reset, the user's other pending links stop working too. */
  async consumeAllOf(userId: string, now: number, q: Queryable = this.db): Promise<void> {
    await q.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }

  async deleteExpired(now: number, q: Queryable = this.db): Promise<void> {
    await q.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
  }
}
