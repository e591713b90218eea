import type { Offer, Subscription } from '@ott/common';
import type { ApiOffer, ApiSubscription } from './schemas';

const epochSeconds = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};

/** An offer of product-offers as the site's offer: a subscription with its period and trial days. */
export function offerFrom(offer: ApiOffer, country?: string): Offer {
  return {
    id: offer.id,
    offerId: offer.id,
    type: 'subscription',
    offerTitle: offer.title,
    offerPrice: offer.price,
    offerCurrency: offer.currency,
    customerPriceInclTax: offer.price,
    customerCurrency: offer.currency,
    customerCountry: country,
    period: offer.period,
    freeDays: offer.trialDays ?? undefined,
    active: true,
    premier: false,
  };
}

/**
 * A subscription of active-subscriptions as the site's: dates in epoch seconds, an active one's
 * next payment at its expiry, the offer's title when the offers list has it. Renewal and
 * cancellation happen in the billing portal: no unsubscribe link.
 */
export function subscriptionFrom(subscription: ApiSubscription, titles: ReadonlyMap<string, string>): Subscription {
  const expiresAt = epochSeconds(subscription.expiresAt);
  const active = subscription.status === 'active';
  return {
    subscriptionId: subscription.id,
    offerId: subscription.offerId,
    status: subscription.status,
    expiresAt,
    nextPaymentAt: active ? expiresAt : undefined,
    nextPaymentPrice: active ? subscription.price : undefined,
    nextPaymentCurrency: active ? subscription.currency : undefined,
    paymentMethod: subscription.paymentMethod ?? undefined,
    offerTitle: titles.get(subscription.offerId) ?? subscription.offerId,
    period: subscription.period,
    totalPrice: subscription.price,
  };
}
