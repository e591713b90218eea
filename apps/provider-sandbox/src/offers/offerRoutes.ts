import type { FastifyInstance } from 'fastify';
import { localeFor } from '../account/locales';
import { authenticate } from '../auth/authenticate';
import type { SandboxContext } from '../context';
import { notFound, ok } from '../errors';
import { accessEndsAtFor } from './entitlements';
import { offerJson } from './OfferCatalog';

/** The customer's country for prices: `customerIP` in the query, else the caller's address. */
function countryOf(context: SandboxContext, request: { query: unknown; ip: string }): string {
  const { customerIP } = (request.query ?? {}) as { customerIP?: unknown };
  return localeFor(typeof customerIP === 'string' && customerIP ? customerIP : request.ip, context.publisher).country;
}

/** The offers of the data file, one offer, and a customer's entitlement to an offer. */
export function registerOfferRoutes(app: FastifyInstance, context: SandboxContext): void {
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
    const expiresAt = accessEndsAtFor(context, customerId, offer);
    return ok({ accessGranted: expiresAt > 0, expiresAt });
  });
}
