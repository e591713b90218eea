import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccountDb, BillingOffersTable, BillingSubscriptionsTable } from '../accounts/db/schema';

/** 001 §7.7 `product-offers` entry (reply shape of the contract). */
export interface OfferJson {
  id: string;
  planId: string;
  title: string;
  price: number;
  currency: string;
  period: 'month' | 'year';
  trialDays: number;
}

export type SubscriptionStatus = 'active' | 'cancelled' | 'expired';

/** 001 §7.7 `active-subscriptions` entry. */
export interface SubscriptionJson {
  id: string;
  offerId: string;
  planId: string;
  status: SubscriptionStatus;
  startedAt: string;
  expiresAt: string;
  period: 'month' | 'year';
  price: number;
  currency: string;
  paymentMethod: string;
}

export interface PlanRow {
  id: string;
  name: string;
  accessModel: 'svod' | 'authvod' | 'free';
}

export interface CheckoutRow {
  sessionId: string;
  accountSub: string;
  offerId: string;
  country: string;
  returnUrl: string;
  completedAt: number | null;
}

/** A portal token is a link in a browser for at most this long, and works once (contract: 10 minutes). */
export const PORTAL_TOKEN_TTL_MS = 10 * 60 * 1000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const fromMinor = (minor: number): number => Number(minor) / 100;
const asPeriod = (period: string): 'month' | 'year' => (period === 'year' ? 'year' : 'month');

/** A subscription runs one period from its start (calendar months and years, UTC; Jan 31 + a month is the last day of February). */
export function periodEnd(startMs: number, period: 'month' | 'year', trialDays: number): number {
  const start = new Date(startMs + trialDays * 86_400_000);
  const months = period === 'year' ? 12 : 1;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

/** Cancelled subscriptions still give access until they expire (000 §4: active or cancelled). */
export function statusOf(row: Pick<BillingSubscriptionsTable, 'expires_at' | 'cancelled_at'>, nowMs: number): SubscriptionStatus {
  if (Number(row.expires_at) <= nowMs) return 'expired';
  return row.cancelled_at === null ? 'active' : 'cancelled';
}

const subscriptionJson = (row: BillingSubscriptionsTable, nowMs: number): SubscriptionJson => ({
  id: row.id,
  offerId: row.offer_id,
  planId: row.plan_id,
  status: statusOf(row, nowMs),
  startedAt: new Date(Number(row.started_at)).toISOString(),
  expiresAt: new Date(Number(row.expires_at)).toISOString(),
  period: asPeriod(row.period),
  price: fromMinor(row.price_minor),
  currency: row.currency,
  paymentMethod: row.payment_method,
});

/**
 * The variant's billing data in the server's database (SQLite or PostgreSQL, one query layer):
 * plans, offers with their prices by country, pool users' subscriptions, one-time portal tokens
 * and the checkout sessions opened at the payments host.
 */
export class BillingStore {
  constructor(private readonly db: AccountDb) {}

  /** The offers of `ids` that exist, in the order asked, priced for `country` (its own price, else the default). */
  async offers(ids: readonly string[], country: string | undefined): Promise<OfferJson[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('billing_offers').selectAll().where('id', 'in', [...ids]).execute();
    const prices = country
      ? await this.db.selectFrom('billing_offer_prices').selectAll().where('offer_id', 'in', [...ids]).where('country', '=', country).execute()
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const priceOf = new Map(prices.map((price) => [price.offer_id, price]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const local = priceOf.get(id);
      return [this.#offerJson(row, local ? { minor: local.price_minor, currency: local.currency } : undefined)];
    });
  }

  /** Every offer, priced for `country` (the billing portal's list). */
  async allOffers(country: string | undefined): Promise<OfferJson[]> {
    const ids = (await this.db.selectFrom('billing_offers').select('id').orderBy('price_minor').orderBy('id').execute()).map((row) => row.id);
    return this.offers(ids, country);
  }

  #offerJson(row: BillingOffersTable, local: { minor: number; currency: string } | undefined): OfferJson {
    return {
      id: row.id,
      planId: row.plan_id,
      title: row.title,
      price: fromMinor(local?.minor ?? row.price_minor),
      currency: local?.currency ?? row.currency,
      period: asPeriod(row.period),
      trialDays: Number(row.trial_days),
    };
  }

  async subscriptionsOf(accountSub: string, nowMs: number): Promise<SubscriptionJson[]> {
    const rows = await this.db.selectFrom('billing_subscriptions').selectAll().where('account_sub', '=', accountSub).orderBy('started_at', 'desc').orderBy('id').execute();
    return rows.map((row) => subscriptionJson(row, nowMs));
  }

  /** The plans the account is entitled to now: those of its subscriptions that have not expired. */
  async entitledPlansOf(accountSub: string, nowMs: number): Promise<PlanRow[]> {
    const rows = await this.db
      .selectFrom('billing_subscriptions')
      .innerJoin('billing_plans', 'billing_plans.id', 'billing_subscriptions.plan_id')
      .select(['billing_plans.id', 'billing_plans.name', 'billing_plans.access_model'])
      .where('billing_subscriptions.account_sub', '=', accountSub)
      .where('billing_subscriptions.expires_at', '>', nowMs)
      .distinct()
      .orderBy('billing_plans.id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, accessModel: row.access_model as PlanRow['accessModel'] }));
  }

  /** Whether the account holds a subscription to an SVOD plan that has not expired (active or cancelled). */
  async hasSvod(accountSub: string, nowMs: number): Promise<boolean> {
    return (await this.entitledPlansOf(accountSub, nowMs)).some((plan) => plan.accessModel === 'svod');
  }

  /** Cancels the account's own running subscription: it stays until it expires. False for another's, an unknown or an ended one. */
  async cancel(accountSub: string, subscriptionId: string, nowMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('billing_subscriptions')
      .set({ cancelled_at: nowMs })
      .where('id', '=', subscriptionId)
      .where('account_sub', '=', accountSub)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', nowMs)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A new portal token for the account (only its SHA-256 is kept). */
  async issuePortalToken(accountSub: string, nowMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insertInto('billing_portal_tokens').values({ token_hash: sha256(token), account_sub: accountSub, created_at: nowMs, expires_at: nowMs + PORTAL_TOKEN_TTL_MS, used_at: null }).execute();
    return token;
  }

  /** Uses a portal token: the account it was made for, once, within its 10 minutes. */
  async usePortalToken(token: string, nowMs: number): Promise<string | undefined> {
    const hash = sha256(token);
    const result = await this.db
      .updateTable('billing_portal_tokens')
      .set({ used_at: nowMs })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowMs)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    const row = await this.db.selectFrom('billing_portal_tokens').select('account_sub').where('token_hash', '=', hash).executeTakeFirst();
    return row?.account_sub;
  }

  async openCheckout(checkout: Omit<CheckoutRow, 'completedAt'>, nowMs: number): Promise<void> {
    await this.db
      .insertInto('billing_checkouts')
      .values({ session_id: checkout.sessionId, account_sub: checkout.accountSub, offer_id: checkout.offerId, country: checkout.country, return_url: checkout.returnUrl, created_at: nowMs, completed_at: null })
      .execute();
  }

  async checkout(sessionId: string): Promise<CheckoutRow | undefined> {
    const row = await this.db.selectFrom('billing_checkouts').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    return row && { sessionId: row.session_id, accountSub: row.account_sub, offerId: row.offer_id, country: row.country, returnUrl: row.return_url, completedAt: row.completed_at === null ? null : Number(row.completed_at) };
  }

  /**
   * Records the subscription a paid checkout bought, once: the checkout is marked complete and
   * the subscription written in one transaction; a second return with the same session finds it
   * complete and records nothing.
   */
  async completeCheckout(checkout: CheckoutRow, paymentMethod: string, nowMs: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const marked = await trx.updateTable('billing_checkouts').set({ completed_at: nowMs }).where('session_id', '=', checkout.sessionId).where('completed_at', 'is', null).executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return false;
      const offer = await trx.selectFrom('billing_offers').selectAll().where('id', '=', checkout.offerId).executeTakeFirstOrThrow();
      const local = await trx.selectFrom('billing_offer_prices').selectAll().where('offer_id', '=', offer.id).where('country', '=', checkout.country).executeTakeFirst();
      const period = asPeriod(offer.period);
      await trx
        .insertInto('billing_subscriptions')
        .values({
          id: randomUUID(),
          account_sub: checkout.accountSub,
          offer_id: offer.id,
          plan_id: offer.plan_id,
          started_at: nowMs,
          expires_at: periodEnd(nowMs, period, Number(offer.trial_days)),
          cancelled_at: null,
          period,
          price_minor: local?.price_minor ?? offer.price_minor,
          currency: local?.currency ?? offer.currency,
          payment_method: paymentMethod,
          checkout_session_id: checkout.sessionId,
        })
        .execute();
      return true;
    });
  }
}
