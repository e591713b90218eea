import type { FastifyInstance } from 'fastify';
import { localeFor } from '../account/locales';
import { authenticate } from '../auth/authenticate';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { notFound, ok } from '../errors';
import { SubscriptionStore } from '../subscriptions/SubscriptionStore';
import { baseOfferId, offerJson } from './OfferCatalog';

/** The customer's country for prices: `customerIP` in the query, else the caller's address. */
function countryOf(context: SandboxContext, request: { query: unknown; ip: string }): string {
  const { customerIP } = (request.query ?? {}) as { customerIP?: unknown };
  return localeFor(typeof customerIP === 'string' && customerIP ? customerIP : request.ip, context.publisher).country;
}

/** The offers of the data file, one offer, and a customer's entitlement to an offer. */
export function registerOfferRoutes(app: FastifyInstance, context: SandboxContext): void {
  const subscriptions = new SubscriptionStore(context);

  app.get('/offers', async (request) => {
    const country = countryOf(context, request);
    const items = context.offers.offers.map((offer) => offerJson(offer, country));
    return ok({ items, totalCount: items.length });
  });

  const oneOffer = async (request: { params: { offerId: string }; query: unknown; ip: string }) => {
    const offer = context.offers.find(request.params.offerId);
    if (!offer) throw notFound('Offer');
    return ok(offerJson(offer, countryOf(context, request)));
  };
  app.get<{ Params: { offerId: string } }>('/offers/:offerId', oneOffer);
  app.get<{ Params: { offerId: string } }>('/v2/offers/:offerId', oneOffer);

  app.get<{ Params: { offerId: string } }>('/entitlements/:offerId', async (request) => {
    const { customerId } = await authenticate(context, request);
    const offer = context.offers.find(request.params.offerId);
    if (!offer) throw notFound('Offer');
    const row = context.db
      .prepare('SELECT MAX(expires_at) AS expiresAt FROM grants WHERE customer_id = ? AND offer_id = ? AND expires_at > ?')
      .get(customerId, baseOfferId(offer.offerId), nowSeconds(context.clock)) as { expiresAt: number | null };
    // Access comes from a grant (free order, dev route) or a subscription that gives access now.
    const expiresAt = Math.max(row.expiresAt ?? 0, subscriptions.accessEndsAt(customerId, offer.offerId) ?? 0);
    return ok({ accessGranted: expiresAt > 0, expiresAt });
  });
}
