import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The Cognito-style variant's billing (issue 18): plans, offers with a price per country, the
 * subscriptions of pool users (by their `sub`), one-time billing-portal tokens, and the checkout
 * sessions opened at the payments host. Prices are integer minor units (cents), never floats.
 */
export const cognitoBilling: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('billing_plans')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('access_model', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('billing_offers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('plan_id', 'text', (column) => column.notNull().references('billing_plans.id').onDelete('cascade'))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('period', 'text', (column) => column.notNull())
      .addColumn('trial_days', 'integer', (column) => column.notNull())
      .addColumn('price_minor', 'bigint', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('billing_offer_prices')
      .addColumn('offer_id', 'text', (column) => column.notNull().references('billing_offers.id').onDelete('cascade'))
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('price_minor', 'bigint', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('billing_offer_prices_pk', ['offer_id', 'country'])
      .execute();

    await db.schema
      .createTable('billing_subscriptions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_sub', 'text', (column) => column.notNull())
      .addColumn('offer_id', 'text', (column) => column.notNull())
      .addColumn('plan_id', 'text', (column) => column.notNull())
      .addColumn('started_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('cancelled_at', 'bigint')
      .addColumn('period', 'text', (column) => column.notNull())
      .addColumn('price_minor', 'bigint', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('payment_method', 'text', (column) => column.notNull())
      .addColumn('checkout_session_id', 'text', (column) => column.notNull().unique())
      .execute();
    await db.schema.createIndex('billing_subscriptions_account').on('billing_subscriptions').column('account_sub').execute();

    await db.schema
      .createTable('billing_portal_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('account_sub', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('billing_checkouts')
      .addColumn('session_id', 'text', (column) => column.primaryKey())
      .addColumn('account_sub', 'text', (column) => column.notNull())
      .addColumn('offer_id', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('return_url', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('completed_at', 'bigint')
      .execute();
  },
};
