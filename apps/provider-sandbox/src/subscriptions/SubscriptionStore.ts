import { CustomerStore } from '../account/customerStore';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { addPeriod } from '../offers/duration';
import { baseOfferId, type OfferCatalog } from '../offers/OfferCatalog';
import { roundMoney, taxRateOf } from '../offers/taxRates';
import { PaymentDetailStore } from '../payments/PaymentDetailStore';
import { TransactionStore } from '../payments/TransactionStore';
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
  in_trial: number;
  payment_detail_id: number | null;
  pending_switch_id: number | null;
}

export interface SwitchRow {
  id: number;
  customer_id: string;
  subscription_id: number;
  direction: 'upgrade' | 'downgrade';
  algorithm: string;
  from_offer_id: string;
  to_offer_id: string;
  status: 'pending' | 'completed' | 'cancelled';
  created_at: number;
  updated_at: number;
}

export interface NewSubscription {
  /** End of the first period (default: one period of the offer from now). */
  expiresAt?: number;
  inTrial?: boolean;
  paymentDetailId?: number | null;
}

/**
 * Subscriptions on the sandbox clock. Time is applied when a customer's subscriptions are read
 * (`settle`): an active subscription whose period has ended renews (the card on file always
 * pays, and each renewal records a transaction), as many periods as have passed; a pending
 * downgrade takes effect at the first of those renewals; a cancelled one whose period has ended expires.
 */
export class SubscriptionStore {
  private readonly transactions: TransactionStore;
  private readonly paymentDetails: PaymentDetailStore;
  private readonly customers: CustomerStore;

  constructor(private readonly context: SandboxContext) {
    this.transactions = new TransactionStore(context);
    this.paymentDetails = new PaymentDetailStore(context);
    this.customers = new CustomerStore(context.db);
  }

  private get offers(): OfferCatalog {
    return this.context.offers;
  }

  /** A new active subscription whose first period starts now (as after a paid first order). */
  create(customerId: string, offer: OfferSeed, options: NewSubscription = {}): SubscriptionRow {
    const now = nowSeconds(this.context.clock);
    const { lastInsertRowid } = this.context.db
      .prepare('INSERT INTO subscriptions (customer_id, offer_id, status, price, currency, created_at, expires_at, in_trial, payment_detail_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(customerId, offer.offerId, 'active', offer.offerPrice, offer.offerCurrency, now, options.expiresAt ?? addPeriod(now, offer.period ?? 'month'), options.inTrial ? 1 : 0, options.paymentDetailId ?? null);
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

  update(id: number, changes: Partial<Omit<SubscriptionRow, 'id'>>): SubscriptionRow {
    const columns = Object.keys(changes);
    if (columns.length > 0) this.context.db.prepare(`UPDATE subscriptions SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`).run({ ...changes, id });
    return this.byId(id)!;
  }

  switchById(id: number): SwitchRow | undefined {
    return this.context.db.prepare('SELECT * FROM subscription_switches WHERE id = ?').get(id) as SwitchRow | undefined;
  }

  /** When access through a subscription to the offer ends; null without one that gives access now. */
  accessEndsAt(customerId: string, offerId: string): number | null {
    const now = nowSeconds(this.context.clock);
    const giving = this.list(customerId).filter(
      (row) => baseOfferId(row.offer_id) === baseOfferId(offerId) && (row.status === 'active' || row.status === 'cancelled') && row.expires_at > now,
    );
    return giving.length === 0 ? null : Math.max(...giving.map((row) => row.expires_at));
  }

  /** The payment method renewals of the subscription are charged to (card when none is on file). */
  paymentMethodOf(row: SubscriptionRow): { paymentMethod: string; paymentGateway: string } {
    const detail = row.payment_detail_id === null ? undefined : this.paymentDetails.byId(row.payment_detail_id);
    const active = detail && !detail.deleted ? detail : this.paymentDetails.list(row.customer_id).find((candidate) => candidate.active);
    return active ? { paymentMethod: active.payment_method, paymentGateway: active.payment_gateway } : { paymentMethod: 'card', paymentGateway: 'adyen' };
  }

  /** Records a payment of the subscription's customer at `at` (a renewal or an upgrade). */
  charge(row: SubscriptionRow, offer: OfferSeed, amount: number, at: number, operation: 'renewal' | 'switch'): void {
    const country = this.customers.byId(row.customer_id)?.country ?? this.context.publisher.defaultLocale.country;
    this.transactions.record({
      customer_id: row.customer_id,
      offer_id: offer.offerId,
      order_id: null,
      subscription_id: row.id,
      operation,
      price_incl_tax: amount,
      price_excl_tax: roundMoney(amount / (1 + taxRateOf(country))),
      currency: offer.offerCurrency,
      country,
      payment_method: this.paymentMethodOf(row).paymentMethod,
      created_at: at,
    });
  }

  /** Applies the clock to the customer's subscriptions: renewals due (each one a transaction) and ended cancellations. */
  settle(customerId: string): void {
    const now = nowSeconds(this.context.clock);
    const due = this.context.db
      .prepare("SELECT * FROM subscriptions WHERE customer_id = ? AND status IN ('active', 'cancelled') AND expires_at <= ?")
      .all(customerId, now) as SubscriptionRow[];
    for (const row of due) {
      if (row.status === 'cancelled') {
        this.context.db.prepare("UPDATE subscriptions SET status = 'expired' WHERE id = ?").run(row.id);
        continue;
      }
      this.context.db.transaction(() => this.renew(row, now))();
    }
  }

  /** Every renewal due by `now`: a pending downgrade applies at the first, each one is paid. */
  private renew(row: SubscriptionRow, now: number): void {
    let current = row;
    while (current.expires_at <= now) {
      let offer = this.offers.find(current.offer_id)!;
      const pending = current.pending_switch_id === null ? undefined : this.switchById(current.pending_switch_id);
      const changes: Partial<SubscriptionRow> = { in_trial: 0, renewals: current.renewals + 1, pending_switch_id: null };
      if (pending?.status === 'pending') {
        offer = this.offers.find(pending.to_offer_id) ?? offer;
        Object.assign(changes, { offer_id: offer.offerId, price: offer.offerPrice, currency: offer.offerCurrency });
        this.context.db.prepare("UPDATE subscription_switches SET status = 'completed', updated_at = ? WHERE id = ?").run(current.expires_at, pending.id);
      }
      const renewedAt = current.expires_at;
      current = this.update(current.id, { ...changes, expires_at: addPeriod(renewedAt, offer.period ?? 'month') });
      this.charge(current, offer, current.price, renewedAt, 'renewal');
    }
  }
}
