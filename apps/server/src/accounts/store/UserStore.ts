import type { Selectable } from 'kysely';
import type { AccountDb, Queryable, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

/** The users table. Every query is built by Kysely with bound parameters: no text is ever spliced into SQL. */
export class UserStore {
  constructor(private readonly db: AccountDb) {}

  findByEmail(email: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    return q.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findById(id: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    return q.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** False when the email is taken (ON CONFLICT DO NOTHING, so two registrations cannot race past the check). */
  async insert(user: UserRow, q: Queryable = this.db): Promise<boolean> {
    const result = await q
      .insertInto('users')
      .values(user)
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Takes the user's row lock (PostgreSQL) or the write lock (SQLite) for the rest of the
   * transaction: writes of one user that read before they write (list limits, metadata merges)
   * then run one after the other, in both dialects, without dialect-specific SQL.
   */
  async lock(id: string, q: Queryable): Promise<boolean> {
    const result = await q.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async update(id: string, changes: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'metadata' | 'password_hash'>>, now: number, q: Queryable = this.db): Promise<void> {
    await q
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
