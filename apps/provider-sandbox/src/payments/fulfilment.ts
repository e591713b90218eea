import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { ProviderError } from '../errors';
import { OrderBook, type OrderRow } from '../checkout/orders';
import { accessEndsAt } from '../offers/duration';
import { accessEndsAtFor } from '../offers/entitlements';
import { baseOfferId, offerTypeOf } from '../offers/OfferCatalog';
import { SubscriptionStore } from '../subscriptions/SubscriptionStore';
import { TransactionStore } from './TransactionStore';

/** The refusal the web clients send to the error URL (spec 001 §8). */
export const ALREADY_ACTIVE = 'Already have an active access';

export interface PaidVia {
  paymentMethod: 'card' | 'paypal' | 'none';
  paymentGateway: 'adyen' | 'paypal' | 'none';
  paymentDetailId: number | null;
}

/** Refuses an order the customer cannot pay now: paid, past its hour, or for an offer they already have. */
export function assertOrderPayable(context: SandboxContext, row: OrderRow): void {
  const orders = new OrderBook(context);
  orders.assertPayable(row);
  if (accessEndsAtFor(context, row.customer_id, orders.offerOf(row)) > 0) throw new ProviderError(422, ALREADY_ACTIVE);
}

/**
 * Pays the order now: a subscription starts (its first period is the free trial when the order
 * has one), a pass or rental is granted for its duration, and the payment is recorded as a
 * transaction (a trial's too, at 0). Answers the provider's Payment.
 */
export function payOrder(context: SandboxContext, row: OrderRow, via: PaidVia) {
  const orders = new OrderBook(context);
  const offer = orders.offerOf(row);
  const price = orders.price(row);
  const now = nowSeconds(context.clock);
  const subscription = offerTypeOf(offer) === 'subscription';
  const transaction = context.db.transaction(() => {
    context.db.prepare('UPDATE orders SET paid = 1 WHERE id = ?').run(row.id);
    let subscriptionId: number | null = null;
    if (subscription) {
      const trialEnd = price.freeDays > 0 ? now + price.freeDays * 86_400 : undefined;
      subscriptionId = new SubscriptionStore(context).create(row.customer_id, offer, { expiresAt: trialEnd, inTrial: trialEnd !== undefined, paymentDetailId: via.paymentDetailId }).id;
    } else {
      context.db.prepare('INSERT INTO grants (customer_id, offer_id, grant_type, expires_at) VALUES (?, ?, ?, ?)').run(row.customer_id, baseOfferId(offer.offerId), 'purchase', accessEndsAt(offer, now));
    }
    return new TransactionStore(context).record({
      customer_id: row.customer_id,
      offer_id: offer.offerId,
      order_id: row.id,
      subscription_id: subscriptionId,
      operation: 'initial-payment',
      price_incl_tax: price.totalPrice,
      price_excl_tax: price.priceBreakdown.discountedPrice,
      currency: row.currency,
      country: row.country,
      payment_method: via.paymentMethod,
      created_at: now,
    });
  })();
  return {
    id: transaction.id,
    orderId: row.id,
    status: 'successful',
    totalAmount: price.totalPrice,
    currency: row.currency,
    customerId: row.customer_id,
    paymentGateway: via.paymentGateway,
    paymentMethod: via.paymentMethod,
    externalPaymentId: transaction.external_payment_id,
    couponId: row.coupon_code,
    amount: price.totalPrice,
    country: row.country,
    offerType: subscription ? 'subscription' : 'pass',
    taxValue: price.priceBreakdown.taxValue,
    paymentMethodFee: 0,
    customerServiceFee: 0,
    rejectedReason: null,
    refundedReason: null,
    paymentDetailsId: via.paymentDetailId,
    paymentOperation: 'initial-payment',
  };
}
