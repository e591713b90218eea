import { CappedMap } from 'altcha-lib';
import { Housekeeping } from '../../util/Housekeeping';
import type { AccountDb } from '../db/schema';

/**
 * The captcha answers already accepted, by their challenge's signature, kept until the challenge
 * expires: `claim` is true for the first use only. In process memory or in the database.
 */
export interface UsedAnswers {
  claim(signature: string, expiresAt: number, now: number): Promise<boolean>;
}

/** Used answers kept in this process (at most `maxSize`; SQLite, one process). */
export class MemoryUsedAnswers implements UsedAnswers {
  readonly #used: CappedMap<string, number>;

  constructor(maxSize = 100_000) {
    this.#used = new CappedMap<string, number>({ maxSize });
  }

  async claim(signature: string, expiresAt: number, now: number): Promise<boolean> {
    // Every challenge lives as long, so the oldest entries expire first.
    for (const [used, usedExpiresAt] of this.#used as Map<string, number>) {
      if (usedExpiresAt > now) break;
      this.#used.delete(used);
    }
    return this.#used.setIfAbsent(signature, expiresAt);
  }
}

/** Used answers in the database (table `captcha_answers`): an answer counts once across every instance. */
export class DatabaseUsedAnswers implements UsedAnswers {
  readonly #housekeeping = new Housekeeping((now) => this.db.deleteFrom('captcha_answers').where('expires_at', '<=', now).execute());

  constructor(private readonly db: AccountDb) {}

  async claim(signature: string, expiresAt: number, now: number): Promise<boolean> {
    await this.#housekeeping.run(now);
    const inserted = await this.db
      .insertInto('captcha_answers')
      .values({ signature, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
