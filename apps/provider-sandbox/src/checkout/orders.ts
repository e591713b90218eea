import type { FastifyRequest } from 'fastify';
import { CustomerStore } from '../account/customerStore';
import { authenticate } from '../auth/authenticate';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { forbidden, notFound, ProviderError } from '../errors';
import { baseOfferId } from '../offers/OfferCatalog';
import type { OfferSeed } from '../seed';
import { couponFor, priceOrder } from './pricing';

/** Orders can be paid for this long after they are made. */
export const ORDER_TTL_SECONDS = 3600;

export interface OrderRow {
  id: number;
  customer_id: string;
  offer_id: string;
  country: string;
  currency: string;
  coupon_code: string | null;
  payment_method_id: number;
  created_at: number;
  paid: number;
}

/** The orders in SQLite, priced when read (the coupon and the trial may change until it is paid). */
export class OrderBook {
  private readonly customers: CustomerStore;

  constructor(private readonly context: SandboxContext) {
    this.customers = new CustomerStore(context.db);
  }

  byId(id: number): OrderRow | undefined {
    return this.context.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  }

  /** The caller's order (bearer JWT): 404 for an unknown id, 403 for another customer's. */
  async own(request: FastifyRequest, id: string | number): Promise<OrderRow> {
    const { customerId } = await authenticate(this.context, request);
    const row = /^\d+$/.test(String(id)) ? this.byId(Number(id)) : undefined;
    if (!row) throw notFound('Order');
    if (row.customer_id !== customerId) throw forbidden('Access denied: the order belongs to another customer');
    return row;
  }

  /** A free trial is given once per customer and offer: not after a grant or an earlier subscription to it. */
  trialUsed(customerId: string, offer: OfferSeed): boolean {
    const base = baseOfferId(offer.offerId);
    if (this.context.db.prepare('SELECT 1 FROM grants WHERE customer_id = ? AND offer_id = ?').get(customerId, base) !== undefined) return true;
    const subscribed = this.context.db.prepare('SELECT offer_id FROM subscriptions WHERE customer_id = ?').all(customerId) as Array<{ offer_id: string }>;
    return subscribed.some((row) => baseOfferId(row.offer_id) === base);
  }

  offerOf(row: OrderRow): OfferSeed {
    return this.context.offers.find(row.offer_id)!;
  }

  price(row: OrderRow) {
    const offer = this.offerOf(row);
    const coupon = row.coupon_code === null ? undefined : couponFor(this.context.coupons, row.coupon_code, offer);
    return priceOrder(offer, row.country, coupon, this.trialUsed(row.customer_id, offer));
  }

  /** Refuses paying an order twice or after its hour. */
  assertPayable(row: OrderRow): void {
    if (row.paid) throw new ProviderError(422, 'Order is already paid');
    if (row.created_at + ORDER_TTL_SECONDS <= nowSeconds(this.context.clock)) throw new ProviderError(422, 'Order has expired');
  }

  /** An order as the provider shows it (the fields jwplayer/ott-web-app's `Order` names). */
  json(row: OrderRow) {
    const offer = this.offerOf(row);
    const customer = this.customers.byId(row.customer_id)!;
    const price = this.price(row);
    return {
      id: row.id,
      customerId: row.customer_id,
      customer: { locale: customer.locale, email: customer.email },
      publisherId: Number(this.context.publisher.publisherId),
      offerId: offer.offerId,
      offer: { title: offer.offerTitle, description: null, price: offer.offerPrice, currency: offer.offerCurrency },
      totalPrice: price.totalPrice,
      priceBreakdown: price.priceBreakdown,
      taxRate: price.taxRate,
      taxBreakdown: null,
      currency: row.currency,
      country: row.country,
      paymentMethodId: row.payment_method_id,
      expirationDate: row.created_at + ORDER_TTL_SECONDS,
      billingAddress: null,
      couponId: row.coupon_code,
      discount: price.discount,
      requiredPaymentDetails: price.requiredPaymentDetails,
    };
  }
}
