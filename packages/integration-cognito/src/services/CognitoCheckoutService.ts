import { createAccountError, createAppError, failingAs, type CheckoutService, type Offer, type Order, type PaymentMethod, type RedirectReply, type CardPaymentResult } from '@ott/common';
import type { CognitoApiClient } from '../api/CognitoApiClient';
import { offerFrom } from '../api/mappers';

const inPortal = () => createAppError('not_supported', { details: { reason: 'plans are bought in the billing portal' } });

/**
 * The offers of this variant with their prices for the viewer's country (001 §7.7 GET
 * /product-offers?id=&country=). Paying happens in the billing portal (our server's page and the
 * payments host's card page), so the site's own order and payment steps are not offered here.
 */
export class CognitoCheckoutService implements CheckoutService {
  constructor(
    private readonly api: CognitoApiClient,
    private readonly country: () => string | undefined = () => undefined,
  ) {}

  async getOffers(offerIds: readonly string[]): Promise<Offer[]> {
    if (offerIds.length === 0) return [];
    const country = this.country();
    const offers = await failingAs('get_offers_failed', () => this.api.productOffers(offerIds, country));
    // The server's order is kept only for ids asked for, in the order asked.
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    return offerIds.flatMap((id) => {
      const offer = byId.get(id);
      return offer ? [offerFrom(offer, country)] : [];
    });
  }

  async getOffer(offerId: string): Promise<Offer> {
    const [offer] = await this.getOffers([offerId]);
    if (!offer) throw createAccountError('get_offers_failed', { details: { offerId } });
    return offer;
  }

  async createOrder(): Promise<Order> {
    throw inPortal();
  }

  async getOrder(): Promise<Order | null> {
    return null;
  }

  async updateOrder(): Promise<Order> {
    throw inPortal();
  }

  async getPaymentMethods(): Promise<PaymentMethod[]> {
    return [];
  }

  async paymentWithoutDetails(): Promise<void> {
    throw inPortal();
  }

  async paymentWithPayPal(): Promise<RedirectReply> {
    throw inPortal();
  }

  async directPostCardPayment(): Promise<CardPaymentResult> {
    throw inPortal();
  }

  async finalizePayment(): Promise<void> {
    throw inPortal();
  }
}
