import { createAppError, injectable, type CheckoutService, type Offer, type Order, type PaymentMethod, type RedirectReply, type CardPaymentResult } from '@ott/common';

const notSupported = (): Promise<never> => Promise.reject(createAppError('not_supported'));

/**
 * The custom account API sells nothing (AUTHVOD: signing in is the access). Reads answer "none"
 * (no offers, no payment methods, no order), so a screen that asks anyway shows its empty state;
 * every call that would order or pay raises "Not supported".
 */
@injectable()
export class NoPaymentsCheckoutService implements CheckoutService {
  /** No offers: the choose-offer screen shows choose_offer.no_pricing_available. */
  async getOffers(_offerIds: readonly string[]): Promise<Offer[]> {
    return [];
  }

  getOffer(_offerId: string): Promise<Offer> {
    return notSupported();
  }

  createOrder(): Promise<Order> {
    return notSupported();
  }

  /** No order is ever known: the screen returns to choose-offer. */
  async getOrder(_orderId: string): Promise<Order | null> {
    return null;
  }

  updateOrder(): Promise<Order> {
    return notSupported();
  }

  async getPaymentMethods(): Promise<PaymentMethod[]> {
    return [];
  }

  paymentWithoutDetails(): Promise<void> {
    return notSupported();
  }

  paymentWithPayPal(): Promise<RedirectReply> {
    return notSupported();
  }

  directPostCardPayment(): Promise<CardPaymentResult> {
    return notSupported();
  }

  finalizePayment(): Promise<void> {
    return notSupported();
  }
}
