import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * State that must hold across server instances on one PostgreSQL database (issue 22): rate-limit
 * windows, the captcha answers already used, and the sessions of server-side ad insertion with the
 * tracking events each has fired. Every row carries its end, so housekeeping deletes by time.
 */
export const sharedState: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('counter', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('ends_at', 'bigint', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('rate_limit_windows_pk', ['counter', 'key'])
      .execute();
    await db.schema.createIndex('rate_limit_windows_ends').on('rate_limit_windows').column('ends_at').execute();

    await db.schema
      .createTable('captcha_answers')
      .addColumn('signature', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('captcha_answers_expires').on('captcha_answers').column('expires_at').execute();

    await db.schema
      .createTable('ssai_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ssai_sessions_expires').on('ssai_sessions').column('expires_at').execute();

    await db.schema
      .createTable('ssai_beacons')
      .addColumn('session_id', 'text', (column) => column.notNull().references('ssai_sessions.id').onDelete('cascade'))
      .addColumn('break_index', 'integer', (column) => column.notNull())
      .addColumn('event_index', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('ssai_beacons_pk', ['session_id', 'break_index', 'event_index'])
      .execute();
  },
};
