import type { Selectable } from 'kysely';
import type { AccountDb, DeviceCodesTable, Queryable } from '../db/schema';

export type DeviceCodeRow = Selectable<DeviceCodesTable>;

/**
 * Device-flow codes, by SHA-256. The state changes (authorize, collect) are conditional UPDATEs,
 * so a code is authorized once and its token collected once even under concurrent requests.
 */
export class DeviceCodeStore {
  constructor(private readonly db: AccountDb) {}

  /** False when the code is already taken (a collision of two random codes: draw again). */
  async insert(row: DeviceCodeRow, q: Queryable = this.db): Promise<boolean> {
    const result = await q
      .insertInto('device_codes')
      .values(row)
      .onConflict((conflict) => conflict.column('code_hash').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  find(codeHash: string, q: Queryable = this.db): Promise<DeviceCodeRow | undefined> {
    return q.selectFrom('device_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  }

  /** Binds a pending, unexpired code to the user; false when it is unknown, expired or already authorized. */
  async authorize(codeHash: string, userId: string, now: number, q: Queryable = this.db): Promise<boolean> {
    const result = await q
      .updateTable('device_codes')
      .set({ user_id: userId, authorized_at: now })
      .where('code_hash', '=', codeHash)
      .where('authorized_at', 'is', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks an authorized code of this device as collected; the user it was authorized for, or undefined. */
  async consume(codeHash: string, deviceId: string, now: number, q: Queryable = this.db): Promise<string | undefined> {
    const row = await q
      .updateTable('device_codes')
      .set({ consumed_at: now })
      .where('code_hash', '=', codeHash)
      .where('device_id', '=', deviceId)
      .where('authorized_at', 'is not', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? undefined;
  }

  /** Housekeeping: codes expired a day ago are gone for good. */
  async deleteExpired(before: number, q: Queryable = this.db): Promise<void> {
    await q.deleteFrom('device_codes').where('expires_at', '<=', before).execute();
  }
}
