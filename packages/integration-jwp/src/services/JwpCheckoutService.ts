import {
  OFFER_TYPE,
  createAccountError,
  createAppError,
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
import type { ExternalPlatform, JwpApiClient, WireCard } from '../api/JwpApiClient';
import { accessFeeIdOf, assetIdOfOffer, toOffers } from '../api/mappers';
import { failingAs, operationError, voucherError } from '../errors/operationErrors';
import type { JwpSession } from '../session/JwpSession';

export interface JwpCheckoutServiceOptions {
  api: Pick<JwpApiClient, 'getAccessFees' | 'getPaymentMethods' | 'getDiscount' | 'payWithCard' | 'subscribeWithCard' | 'externalPayment' | 'validateExternalPayment'>;
  session: Pick<JwpSession, 'authorized'>;
  /** The site's subscription asset (`integrations.jwp.assetId`), whose access fees a bare offer id is looked up in. */
  assetId: string | null;
}

/** An in-app purchase to validate: by the store's product name, or by asset and access fee. */
export interface ExternalPaymentValidation {
  platform: ExternalPlatform;
  receipt: string;
  productName?: string;
  assetId?: string;
  accessFeeId?: string;
}

/** The refusal that means the customer already has the access (001 §8): go to the error URL. */
const isAlreadyActive = (error: unknown): boolean => error instanceof Error && /already have an active access/i.test(error.message);

const methodIdOf = (methods: readonly PaymentMethod[], name: 'card' | 'paypal'): string => {
  const method = methods.find((candidate) => candidate.methodName === name);
  if (!method) throw createAccountError('payment_failed', { details: { reason: `the platform offers no ${name} payment method` } });
  return method.id;
};

/** The card form's values in the platform's fields (expiry from MM/YY when the parts are not given). */
export function wireCard(card: CardPaymentPayload['card']): WireCard {
  const [month = '', year = ''] = card.cardExpiry.split('/').map((part) => part.trim());
  const expYear = (card.cardExpYear ?? year).trim();
  return {
    number: card.cardNumber.replace(/[\s-]/g, ''),
    card_name: card.cardholderName.trim(),
    exp_month: String(Number(card.cardExpMonth ?? month)),
    exp_year: expYear.length === 2 ? `20${expYear}` : expYear,
    cvv: card.cardCVC.trim(),
  };
}

/**
 * Checkout with the platform (001 §7.5): an asset's access fees are the offers; the order lives in
 * the app (the platform has none: the access fee is paid directly), with the voucher's price from
 * `/vouchers/discount`. Card payments go to `/payments` (passes) or `/subscriptions`; the platform
 * answers at once and tells the outcome through the notifications (success, failure, or the bank's
 * challenge page), so a card payment is pending unless the reply already names a page to open.
 */
export class JwpCheckoutService implements CheckoutService {
  private readonly offers = new Map<string, Offer>();
  private readonly orders = new Map<string, Order>();
  /** The voucher applied to each order, paid with it (the order entity has no field for it). */
  private readonly vouchers = new Map<string, string>();
  private paymentMethods: Promise<PaymentMethod[]> | null = null;

  constructor(private readonly options: JwpCheckoutServiceOptions) {}

  /** The access fees of the assets these offer ids name (the site's asset, an item's `jwp:C<assetId>` offers). */
  async getOffers(offerIds: readonly string[]): Promise<Offer[]> {
    const assetIds = [...new Set(offerIds.map((id) => assetIdOfOffer(id, this.options.assetId)))];
    const offers = await failingAs('get_offers_failed', async () =>
      (await Promise.all(assetIds.map(async (assetId) => toOffers(assetId, await this.options.api.getAccessFees(assetId))))).flat(),
    );
    for (const offer of offers) this.offers.set(offer.id, offer);
    if (assetIds.length > 0 && offers.length === 0) throw createAccountError('get_offers_failed', { details: { offerIds } });
    return offers;
  }

  /** An offer by its offer id (or access-fee id), among those read or its asset's. */
  async getOffer(offerId: string): Promise<Offer> {
    const find = (offers: Iterable<Offer>) => [...offers].find((offer) => offer.offerId === offerId || offer.id === offerId);
    const offer = find(this.offers.values()) ?? find(await this.getOffers([offerId]));
    if (!offer) throw createAccountError('get_offers_failed', { details: { offerId } });
    return offer;
  }

  /** The order of an access fee, kept here: its id is the access fee's. */
  async createOrder({ offer, customerId, country, paymentMethodId }: CreateOrderPayload): Promise<Order> {
    this.offers.set(offer.id, offer);
    const price = offer.customerPriceInclTax;
    const order: Order = {
      id: offer.id,
      customerId,
      offerId: offer.offerId,
      totalPrice: price,
      priceBreakdown: { offerPrice: price, discountAmount: 0, discountedPrice: price, customerServiceFee: 0, paymentMethodFee: 0, taxValue: 0 },
      taxRate: 0,
      currency: offer.customerCurrency || offer.offerCurrency,
      ...(country ? { country } : {}),
      ...(paymentMethodId ? { paymentMethodId } : {}),
      // The platform takes every access fee with a card, even one a voucher makes free.
      requiredPaymentDetails: true,
    };
    this.orders.set(order.id, order);
    return order;
  }

  async getOrder(orderId: string): Promise<Order | null> {
    return this.orders.get(orderId) ?? null;
  }

  /**
   * A voucher's price (POST /vouchers/discount) and the payment method, on the order kept here.
   * An empty or null coupon removes the discount. Refused vouchers are the catalogue's coupon errors.
   */
  async updateOrder({ order, paymentMethodId, couponCode }: UpdateOrderPayload): Promise<Order> {
    const offer = this.offers.get(order.id);
    const fullPrice = offer?.customerPriceInclTax ?? order.priceBreakdown.offerPrice;
    let updated: Order = { ...order, ...(paymentMethodId ? { paymentMethodId } : {}) };
    if (couponCode !== undefined) {
      const { discount: _dropped, ...withoutDiscount } = updated;
      const undiscounted: Order = { ...withoutDiscount, totalPrice: fullPrice, priceBreakdown: { ...order.priceBreakdown, discountAmount: 0, discountedPrice: fullPrice } };
      if (!couponCode) {
        updated = undiscounted;
        this.vouchers.delete(order.id);
      } else {
        let discount: Awaited<ReturnType<JwpCheckoutServiceOptions['api']['getDiscount']>>;
        try {
          discount = await this.options.session.authorized((token) => this.options.api.getDiscount(token, { voucher_code: couponCode, access_fee_id: accessFeeIdOf(order.id) }));
        } catch (error) {
          throw voucherError(error);
        }
        updated = {
          ...undiscounted,
          totalPrice: discount.amount,
          priceBreakdown: { ...undiscounted.priceBreakdown, discountAmount: Math.max(0, Math.round((fullPrice - discount.amount) * 100) / 100), discountedPrice: discount.amount },
          discount: { applied: true, type: 'coupon', ...(discount.discount_duration ? { periods: discount.discount_duration } : {}) },
        };
        this.vouchers.set(order.id, couponCode);
      }
    }
    this.orders.set(updated.id, updated);
    return updated;
  }

  /** The platform's card and PayPal methods (GET /payments/methods). */
  async getPaymentMethods(): Promise<PaymentMethod[]> {
    this.paymentMethods ??= this.options.session
      .authorized((token) => this.options.api.getPaymentMethods(token))
      .then((methods) =>
        methods
          .map((method) => ({ id: method.id, methodName: method.method_name.toLowerCase() }))
          .filter(({ methodName }) => methodName === 'card' || methodName === 'paypal')
          .map(({ id, methodName }) => ({ id, methodName, provider: methodName === 'card' ? 'stripe' : 'paypal', paymentGateway: methodName === 'card' ? 'stripe' : 'paypal' })),
      )
      .catch((error: unknown) => {
        this.paymentMethods = null;
        throw error;
      });
    return this.paymentMethods;
  }

  /** Never needed: every order asks for payment details (see createOrder). */
  async paymentWithoutDetails(): Promise<void> {
    throw createAppError('not_supported', { details: { reason: 'the platform takes access fees with payment details only' } });
  }

  /** PayPal's approval page (POST /external-payments); a customer who already has access (an access id, or the refusal saying so) goes to errorUrl (001 §8). */
  async paymentWithPayPal({ order, waitingUrl, errorUrl, couponCode }: PayPalPaymentPayload): Promise<RedirectReply> {
    try {
      const reply = await this.options.session.authorized(async (token) =>
        this.options.api.externalPayment(token, {
          origin: waitingUrl,
          access_fee: accessFeeIdOf(order.id),
          payment_method: methodIdOf(await this.getPaymentMethods(), 'paypal'),
          ...(couponCode ? { voucher_code: couponCode } : {}),
        }),
      );
      if (reply.endpoint) return { redirectUrl: reply.endpoint };
      if (reply.id) return { redirectUrl: errorUrl };
      throw createAccountError('paypal_url_failed', { details: { reason: 'the reply names no approval page' } });
    } catch (error) {
      if (isAlreadyActive(error)) return { redirectUrl: errorUrl };
      throw operationError('paypal_url_failed', error);
    }
  }

  /** Pays the order's access fee with the card: a pass once (POST /payments), a subscription recurring (POST /subscriptions). */
  async directPostCardPayment({ order, card, referrer, returnUrl, couponCode }: CardPaymentPayload): Promise<CardPaymentResult> {
    const voucher = couponCode || this.vouchers.get(order.id);
    const isPass = this.offers.get(order.id)?.type === OFFER_TYPE.PASS || order.offerId.startsWith('C');
    const reply = await failingAs('payment_failed', () =>
      this.options.session.authorized(async (token) => {
        const body = {
          ...wireCard(card),
          access_fee: accessFeeIdOf(order.id),
          payment_method: methodIdOf(await this.getPaymentMethods(), 'card'),
          referrer,
          return_url: returnUrl,
          ...(voucher ? { voucher_code: voucher } : {}),
        };
        return isPass ? this.options.api.payWithCard(token, body) : this.options.api.subscribeWithCard(token, body);
      }),
    );
    return reply?.redirect_to_url ? { status: 'redirect', redirectUrl: reply.redirect_to_url } : { status: 'pending' };
  }

  /** Nothing to finalize: after the bank's page the platform grants the access and notifies. */
  async finalizePayment(_payload: FinalizePaymentPayload): Promise<void> {}

  /** Validates an app store purchase (POST /v2/external-payments/{platform}/validate). */
  async validateExternalPayment({ platform, receipt, productName, assetId, accessFeeId }: ExternalPaymentValidation): Promise<void> {
    await failingAs('payment_failed', () =>
      this.options.session.authorized((token) =>
        this.options.api.validateExternalPayment(
          token,
          platform,
          productName ? { receipt, product_name: productName } : { receipt, item_id: assetId, access_fee_id: accessFeeId ? accessFeeIdOf(accessFeeId) : undefined },
        ),
      ),
    );
  }
}
