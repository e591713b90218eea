import { sql } from 'kysely';
import { Housekeeping } from '../../util/Housekeeping';
import type { AccountDb } from '../db/schema';
import type { WindowCounts, WindowState } from './WindowCounts';

/**
 * Window counts in the database (table `rate_limit_windows`), shared by every instance on it.
 * Counting is one upsert that opens a new window when the stored one has ended, so concurrent
 * events on several instances are all counted.
 */
export class DatabaseWindowCounts implements WindowCounts {
  readonly #housekeeping = new Housekeeping((now) => this.db.deleteFrom('rate_limit_windows').where('ends_at', '<=', now).execute());

  constructor(private readonly db: AccountDb) {}

  async add(counter: string, key: string, windowMs: number, now: number): Promise<WindowState> {
    await this.#housekeeping.run(now);
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ counter, key, ends_at: now + windowMs, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['counter', 'key']).doUpdateSet({
          // Both right-hand sides read the stored row: an ended window restarts at this event.
          count: sql<number>`case when rate_limit_windows.ends_at <= ${now} then 1 else rate_limit_windows.count + 1 end`,
          ends_at: sql<number>`case when rate_limit_windows.ends_at <= ${now} then excluded.ends_at else rate_limit_windows.ends_at end`,
        }),
      )
      .returning(['count', 'ends_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), endsAt: Number(row.ends_at) };
  }

  async peek(counter: string, key: string, now: number): Promise<WindowState | undefined> {
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select(['count', 'ends_at'])
      .where('counter', '=', counter)
      .where('key', '=', key)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    return row && { count: Number(row.count), endsAt: Number(row.ends_at) };
  }

  async reset(counter: string, key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_windows').where('counter', '=', counter).where('key', '=', key).execute();
  }
}
