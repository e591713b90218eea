import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What a viewer sees of their sessions (issue 21): the device that signed in and when the session
 * was last used. Existing sessions get an empty device and their start as last use.
 */
export const sessionDevices: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sessions').addColumn('device', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
    await sql`update sessions set last_seen_at = created_at`.execute(db);
  },
};
