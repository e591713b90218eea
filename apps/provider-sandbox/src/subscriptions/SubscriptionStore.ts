import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { addPeriod } from '../offers/duration';
import { baseOfferId, type OfferCatalog } from '../offers/OfferCatalog';
import type { OfferSeed } from '../seed';

export type SubscriptionStatus = 'active' | 'cancelled' | 'expired' | 'terminated';

export interface SubscriptionRow {
  id: number;
  customer_id: string;
  offer_id: string;
  status: SubscriptionStatus;
  price: number;
  currency: string;
  created_at: number;
  expires_at: number;
  renewals: number;
}

/**
 * Subscriptions on the sandbox clock. Time is applied when a customer's subscriptions are read
 * (`settle`): an active subscription whose period has ended renews (the card on file always
 * pays), as many periods as have passed; a cancelled one whose period has ended expires.
 */
export class SubscriptionStore {
  constructor(private readonly context: SandboxContext) {}

  private get offers(): OfferCatalog {
    return this.context.offers;
  }

  /** A new active subscription whose first period starts now (as after a paid first order). */
  create(customerId: string, offer: OfferSeed, expiresAt?: number): SubscriptionRow {
    const now = nowSeconds(this.context.clock);
    const { lastInsertRowid } = this.context.db
      .prepare('INSERT INTO subscriptions (customer_id, offer_id, status, price, currency, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(customerId, offer.offerId, 'active', offer.offerPrice, offer.offerCurrency, now, expiresAt ?? addPeriod(now, offer.period ?? 'month'));
    return this.byId(Number(lastInsertRowid))!;
  }

  byId(id: number): SubscriptionRow | undefined {
    return this.context.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
  }

  /** The customer's subscriptions, newest first, with the clock applied. */
  list(customerId: string): SubscriptionRow[] {
    this.settle(customerId);
    return this.context.db.prepare('SELECT * FROM subscriptions WHERE customer_id = ? ORDER BY id DESC').all(customerId) as SubscriptionRow[];
  }

  /** The customer's latest subscription to an offer (either id form), with the clock applied. */
  forOffer(customerId: string, offerId: string): SubscriptionRow | undefined {
    return this.list(customerId).find((row) => baseOfferId(row.offer_id) === baseOfferId(offerId));
  }

  setStatus(id: number, status: SubscriptionStatus): SubscriptionRow {
    this.context.db.prepare('UPDATE subscriptions SET status = ? WHERE id = ?').run(status, id);
    return this.byId(id)!;
  }

  /** When access through a subscription to the offer ends; null without one that gives access now. */
  accessEndsAt(customerId: string, offerId: string): number | null {
    const now = nowSeconds(this.context.clock);
    const giving = this.list(customerId).filter(
      (row) => baseOfferId(row.offer_id) === baseOfferId(offerId) && (row.status === 'active' || row.status === 'cancelled') && row.expires_at > now,
    );
    return giving.length === 0 ? null : Math.max(...giving.map((row) => row.expires_at));
  }

  private settle(customerId: string): void {
    const now = nowSeconds(this.context.clock);
    const due = this.context.db
      .prepare("SELECT * FROM subscriptions WHERE customer_id = ? AND status IN ('active', 'cancelled') AND expires_at <= ?")
      .all(customerId, now) as SubscriptionRow[];
    for (const row of due) {
      if (row.status === 'cancelled') {
        this.context.db.prepare("UPDATE subscriptions SET status = 'expired' WHERE id = ?").run(row.id);
        continue;
      }
      const period = this.offers.find(row.offer_id)?.period ?? 'month';
      let expiresAt = row.expires_at;
      let renewals = row.renewals;
      while (expiresAt <= now) {
        expiresAt = addPeriod(expiresAt, period);
        renewals += 1;
      }
      this.context.db.prepare('UPDATE subscriptions SET expires_at = ?, renewals = ? WHERE id = ?').run(expiresAt, renewals, row.id);
    }
  }
}
