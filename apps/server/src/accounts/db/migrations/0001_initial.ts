import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The first schema. Only portable column types (text, bigint, integer, double precision) and
 * Kysely's schema builder, so that the same migration runs on SQLite and PostgreSQL.
 */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('metadata', 'text', (column) => column.notNull())
      .addColumn('terms_accepted_at', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

    await db.schema
      .createTable('history')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('media_id', 'text', (column) => column.notNull())
      .addColumn('progress', 'double precision', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('seq', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('history_pk', ['user_id', 'media_id'])
      .execute();
    await db.schema.createIndex('history_user_order').on('history').columns(['user_id', 'updated_at', 'seq']).execute();

    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('media_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('seq', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'media_id'])
      .execute();
    await db.schema.createIndex('favorites_user_order').on('favorites').columns(['user_id', 'created_at', 'seq']).execute();

    await db.schema
      .createTable('device_codes')
      .addColumn('code_hash', 'text', (column) => column.primaryKey())
      .addColumn('device_id', 'text', (column) => column.notNull())
      .addColumn('device_name', 'text', (column) => column.notNull())
      .addColumn('config_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('authorized_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .execute();
    await db.schema.createIndex('device_codes_expires_at').on('device_codes').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['device_codes', 'favorites', 'history', 'password_resets', 'sessions', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
