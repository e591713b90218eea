import type { Selectable } from 'kysely';
import type { AccountDb, Queryable, SessionsTable } from '../db/schema';

export type SessionRow = Selectable<SessionsTable>;

/** Sign-ins. A token is only as good as its session: revoked or past its end, every token of it stops working. */
export class SessionStore {
  constructor(private readonly db: AccountDb) {}

  async insert(session: SessionRow, q: Queryable = this.db): Promise<void> {
    await q.insertInto('sessions').values(session).execute();
  }

  find(id: string, q: Queryable = this.db): Promise<SessionRow | undefined> {
    return q.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The live sessions of a user, most recently used first. */
  listLive(userId: string, now: number, q: Queryable = this.db): Promise<SessionRow[]> {
    return q
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Ends one session of a user; false when the user has no such live session. */
  async revoke(userId: string, sessionId: string, now: number, q: Queryable = this.db): Promise<boolean> {
    const result = await q.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends every live session of a user but one (sign out everywhere else). */
  async revokeOthers(userId: string, keptSessionId: string, now: number, q: Queryable = this.db): Promise<number> {
    const result = await q.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('id', '!=', keptSessionId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async touch(sessionId: string, now: number, q: Queryable = this.db): Promise<void> {
    await q.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  }

  /** Ends every live session of a user (after a password reset). */
  async revokeAll(userId: string, now: number, q: Queryable = this.db): Promise<number> {
    const result = await q.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Housekeeping: sessions past their end are of no use to anyone. */
  async deleteEnded(now: number, q: Queryable = this.db): Promise<void> {
    await q.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
