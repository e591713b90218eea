import {
  createAccountError,
  isHttpError,
  type CardPaymentPayload,
  type CardPaymentResult,
  type CheckoutService,
  type CreateOrderPayload,
  type FinalizePaymentPayload,
  type Offer,
  type Order,
  type PaymentMethod,
  type PayPalPaymentPayload,
  type RedirectReply,
  type UpdateOrderPayload,
} from '@ott/common';
import type { CleengCommerceApi } from '../api/CleengCommerceApi';
import { wireId } from '../api/mappers';
import { failingAs, operationError } from '../errors/operationErrors';
import type { CleengSession } from '../session/CleengSession';
import { asPaymentError, browserInfo, cardPaymentResult, paymentRefused, refusalIn, wireCard } from './cardPayments';

export interface CleengCheckoutServiceOptions {
  api: CleengCommerceApi;
  session: Pick<CleengSession, 'authorized'>;
  customerIP?: () => string | Promise<string>;
}

/** "Order not found" in the provider's words, whatever the status it comes with. */
const isOrderNotFound = (error: unknown): boolean =>
  isHttpError(error, 404) || (error instanceof Error && /order\b.*\bnot found|no order/i.test(error.message));

/** The PayPal refusal that means the customer already has the access (001 §8): go to the error URL. */
const isAlreadyActive = (error: unknown): boolean => error instanceof Error && /already have an active access/i.test(error.message);

/**
 * Checkout with the provider (001 §7.4): offers, the order with coupon and payment method, payment
 * methods, the free submit, PayPal, and the finalize step after a card payment's redirect.
 */
export class CleengCheckoutService implements CheckoutService {
  constructor(private readonly options: CleengCheckoutServiceOptions) {}

  private async customerIP(): Promise<string> {
    return (await this.options.customerIP?.()) ?? '';
  }

  async getOffers(offerIds: readonly string[]): Promise<Offer[]> {
    return failingAs('get_offers_failed', async () => {
      const customerIP = await this.customerIP();
      return Promise.all(offerIds.map((offerId) => this.options.api.getOffer(offerId, customerIP)));
    });
  }

  async getOffer(offerId: string): Promise<Offer> {
    return failingAs('get_offers_failed', async () => this.options.api.getOffer(offerId, await this.customerIP()));
  }

  async createOrder({ offer, customerId, country, paymentMethodId }: CreateOrderPayload): Promise<Order> {
    const customerIP = await this.customerIP();
    const locales = await this.options.api.getLocales(customerIP);
    return this.options.session.authorized((token) =>
      this.options.api.createOrder(token, {
        offerId: offer.offerId,
        customerId,
        country: country ?? locales.country,
        currency: locales.currency || 'EUR',
        customerIP,
        ...(paymentMethodId ? { paymentMethodId: wireId(paymentMethodId) } : {}),
      }),
    );
  }

  async getOrder(orderId: string): Promise<Order | null> {
    try {
      return await this.options.session.authorized((token) => this.options.api.getOrder(token, orderId));
    } catch (error) {
      if (isOrderNotFound(error)) return null;
      throw error;
    }
  }

  updateOrder({ order, paymentMethodId, couponCode }: UpdateOrderPayload): Promise<Order> {
    const body = { ...(paymentMethodId ? { paymentMethodId: wireId(paymentMethodId) } : {}), ...(couponCode !== undefined ? { couponCode } : {}) };
    return this.options.session.authorized((token) => this.options.api.updateOrder(token, order.id, body));
  }

  async getPaymentMethods(): Promise<PaymentMethod[]> {
    return (await this.options.session.authorized((token) => this.options.api.getPaymentMethods(token))).paymentMethods;
  }

  async paymentWithoutDetails({ order, captchaValue }: { order: Order; captchaValue?: string }): Promise<void> {
    await failingAs('payment_failed', () =>
      this.options.session.authorized((token) => this.options.api.payWithoutDetails(token, { orderId: wireId(order.id), ...(captchaValue ? { captchaValue } : {}) })),
    );
  }

  async paymentWithPayPal({ order, successUrl, cancelUrl, errorUrl, captchaValue }: PayPalPaymentPayload): Promise<RedirectReply> {
    try {
      return await this.options.session.authorized((token) =>
        this.options.api.payPalToken(token, { orderId: wireId(order.id), successUrl, cancelUrl, errorUrl, ...(captchaValue ? { captchaValue } : {}) }),
      );
    } catch (error) {
      if (isAlreadyActive(error)) return { redirectUrl: errorUrl };
      throw operationError('paypal_url_failed', error);
    }
  }

  /**
   * A card through the provider's card connector (POST /connectors/adyen/initial-payment) in the
   * gateway's unencrypted card fields: paid at once, pending, or the bank's challenge page to open
   * (it returns to `returnUrl` with redirectResult for finalizePayment). A refusal is "Failed to
   * make payment" with the gateway's reason.
   */
  async directPostCardPayment({ order, card, returnUrl }: CardPaymentPayload): Promise<CardPaymentResult> {
    const reply = await this.cardCall(() =>
      this.options.session.authorized(async (token) => {
        const info = browserInfo();
        const customerIP = await this.customerIP();
        return this.options.api.initialPayment(token, {
          orderId: wireId(order.id),
          returnUrl,
          paymentMethod: wireCard(card),
          ...(info ? { browserInfo: info } : {}),
          ...(customerIP ? { customerIP } : {}),
        });
      }),
    );
    return cardPaymentResult(reply);
  }

  /** After the bank's page: the order id and redirectResult of the payment-return parameters (000 §2). */
  async finalizePayment({ orderId, paymentMethodId, redirectResult }: FinalizePaymentPayload): Promise<void> {
    if (!orderId) throw createAccountError('adyen_order_unknown');
    const reply = await this.cardCall(() =>
      this.options.session.authorized((token) =>
        this.options.api.finalizeInitialPayment(token, {
          orderId: wireId(orderId),
          details: { ...(redirectResult ? { redirectResult } : {}) },
          ...(paymentMethodId ? { paymentMethodId: wireId(paymentMethodId) } : {}),
        }),
      ),
    );
    const refusal = refusalIn(reply);
    if (refusal) throw paymentRefused(refusal);
  }

  private async cardCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asPaymentError(error);
    }
  }
}
