import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { SubscriptionStore } from '../subscriptions/SubscriptionStore';
import type { OfferSeed } from '../seed';
import { baseOfferId } from './OfferCatalog';

/**
 * When the customer's access to the offer ends (epoch seconds), 0 without access now. Access
 * comes from a grant (a paid pass or rental, a free order, the dev route) or a subscription that
 * gives access now (active, or cancelled before the end of its period).
 */
export function accessEndsAtFor(context: SandboxContext, customerId: string, offer: OfferSeed): number {
  const row = context.db
    .prepare('SELECT MAX(expires_at) AS expiresAt FROM grants WHERE customer_id = ? AND offer_id = ? AND expires_at > ?')
    .get(customerId, baseOfferId(offer.offerId), nowSeconds(context.clock)) as { expiresAt: number | null };
  return Math.max(row.expiresAt ?? 0, new SubscriptionStore(context).accessEndsAt(customerId, offer.offerId) ?? 0);
}
