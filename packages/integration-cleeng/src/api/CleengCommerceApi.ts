import type { HttpClient } from '@ott/common';
import type { z } from 'zod/mini';
import { enc } from './CleengApiClient';
import {
  adyenSessionSchema,
  anyReplySchema,
  cardReplySchema,
  deletedPaymentDetailsSchema,
  paymentDetailSchema,
  subscriptionSwitchReplySchema,
  envelope,
  localesSchema,
  offerSchema,
  orderReplySchema,
  paymentDetailsSchema,
  paymentMethodsSchema,
  payPalTokenSchema,
  receiptSchema,
  subscriptionsSchema,
  switchAvailabilitySchema,
  transactionsSchema,
} from './schemas';

type Out<S extends z.core.$ZodType> = z.output<S>;
/** Order and payment-method ids in bodies: integers on the wire (see `wireId`). */
type WireId = number | string;

/** The gateway's unencrypted card fields (`scheme`); the drop-in would send its encrypted ones instead. */
export interface WireCard {
  type: 'scheme';
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holderName: string;
}

/** What the card connector's payment calls take besides the card (jwplayer/ott-web-app `InitialAdyenPaymentPayload`). */
export interface CardCallBody {
  returnUrl: string;
  paymentMethod: WireCard;
  browserInfo?: Record<string, unknown>;
  origin?: string;
  customerIP?: string;
}

/**
 * The checkout and subscription calls of the provider (001 §7.4) on the MediaStore host: one
 * method per call, JSON bodies, the customer's JWT as `token`. Replies are read like the account
 * calls' (envelope, `errors` -> the first entry).
 */
export class CleengCommerceApi {
  constructor(private readonly http: HttpClient) {}

  getLocales(customerIP: string): Promise<Out<typeof localesSchema>> {
    return this.http.get('/locales', { query: { customerIP: customerIP || undefined }, auth: 'none', schema: envelope(localesSchema) });
  }

  getOffer(offerId: string, customerIP: string): Promise<Out<typeof offerSchema>> {
    return this.http.get(`/v2/offers/${enc(offerId)}`, { query: { customerIP: customerIP || undefined }, auth: 'none', schema: envelope(offerSchema) });
  }

  createOrder(token: string, body: { offerId: string; customerId: string; country?: string; currency: string; customerIP: string; paymentMethodId?: WireId }): Promise<Out<typeof orderReplySchema>> {
    return this.http.post('/orders', { token, auth: 'required', body, schema: envelope(orderReplySchema) });
  }

  getOrder(token: string, orderId: string): Promise<Out<typeof orderReplySchema>> {
    return this.http.get(`/orders/${enc(orderId)}`, { token, auth: 'required', schema: envelope(orderReplySchema) });
  }

  updateOrder(token: string, orderId: string, body: { paymentMethodId?: WireId; couponCode?: string | null }): Promise<Out<typeof orderReplySchema>> {
    return this.http.patch(`/orders/${enc(orderId)}`, { token, auth: 'required', body, schema: envelope(orderReplySchema) });
  }

  getPaymentMethods(token: string): Promise<Out<typeof paymentMethodsSchema>> {
    return this.http.get('/payment-methods', { token, auth: 'required', schema: envelope(paymentMethodsSchema) });
  }

  /** POST /payments: completes an order that needs no payment details. */
  payWithoutDetails(token: string, body: { orderId: WireId; captchaValue?: string }): Promise<unknown> {
    return this.http.post('/payments', { token, auth: 'required', body, schema: anyReplySchema });
  }

  payPalToken(token: string, body: { orderId: WireId; successUrl: string; cancelUrl: string; errorUrl: string; captchaValue?: string }): Promise<Out<typeof payPalTokenSchema>> {
    return this.http.post('/connectors/paypal/v1/tokens', { token, auth: 'required', body, schema: envelope(payPalTokenSchema) });
  }

  createPaymentSession(token: string, body: { orderId?: WireId; returnUrl: string; filterPaymentMethodsByType?: string[] }): Promise<Out<typeof adyenSessionSchema>> {
    return this.http.post('/connectors/adyen/sessions', { token, auth: 'required', body, schema: envelope(adyenSessionSchema) });
  }

  initialPayment(token: string, body: CardCallBody & { orderId: WireId }): Promise<Out<typeof cardReplySchema>> {
    return this.http.post('/connectors/adyen/initial-payment', { token, auth: 'required', body, schema: envelope(cardReplySchema) });
  }

  finalizeInitialPayment(token: string, body: { orderId: WireId; details: { redirectResult?: string }; paymentMethodId?: WireId }): Promise<Out<typeof cardReplySchema>> {
    return this.http.post('/connectors/adyen/initial-payment/finalize', { token, auth: 'required', body, schema: envelope(cardReplySchema) });
  }

  addPaymentDetails(token: string, body: CardCallBody & { paymentMethodId: WireId }): Promise<Out<typeof cardReplySchema>> {
    return this.http.post('/connectors/adyen/payment-details', { token, auth: 'required', body, schema: envelope(cardReplySchema) });
  }

  finalizePaymentDetails(token: string, body: { paymentMethodId: WireId; details: { redirectResult: string } }): Promise<Out<typeof paymentDetailSchema>> {
    return this.http.post('/connectors/adyen/payment-details/finalize', { token, auth: 'required', body, schema: envelope(paymentDetailSchema) });
  }

  payPalDetailsToken(token: string, body: { paymentMethodId: WireId; successUrl: string; cancelUrl: string; errorUrl: string }): Promise<Out<typeof payPalTokenSchema>> {
    return this.http.post('/connectors/paypal/v1/payment_details/tokens', { token, auth: 'required', body, schema: envelope(payPalTokenSchema) });
  }

  deletePaymentDetails(token: string, paymentDetailsId: string): Promise<Out<typeof deletedPaymentDetailsSchema>> {
    return this.http.delete(`/payment_details/${enc(paymentDetailsId)}`, { token, auth: 'required', schema: envelope(deletedPaymentDetailsSchema) });
  }

  getSubscriptions(token: string, customerId: string): Promise<Out<typeof subscriptionsSchema>> {
    return this.http.get(`/customers/${enc(customerId)}/subscriptions`, { token, auth: 'required', schema: envelope(subscriptionsSchema) });
  }

  /** PATCH /customers/{id}/subscriptions: `status` cancelled (unsubscribe) or active (resubscribe). */
  updateSubscription(token: string, customerId: string, body: { offerId: string; status: 'active' | 'cancelled'; cancellationReason?: string }): Promise<unknown> {
    return this.http.patch(`/customers/${enc(customerId)}/subscriptions`, { token, auth: 'required', body, schema: anyReplySchema });
  }

  getPaymentDetails(token: string, customerId: string): Promise<Out<typeof paymentDetailsSchema>> {
    return this.http.get(`/customers/${enc(customerId)}/payment_details`, { token, auth: 'required', schema: envelope(paymentDetailsSchema) });
  }

  getTransactions(token: string, customerId: string, query: { limit?: number; offset?: number }): Promise<Out<typeof transactionsSchema>> {
    return this.http.get(`/customers/${enc(customerId)}/transactions`, { token, auth: 'required', query: { ...query }, schema: envelope(transactionsSchema) });
  }

  getSwitchAvailability(token: string, customerId: string, offerId: string): Promise<Out<typeof switchAvailabilitySchema>> {
    return this.http.get(`/customers/${enc(customerId)}/subscription_switches/${enc(offerId)}/availability`, { token, auth: 'required', schema: envelope(switchAvailabilitySchema) });
  }

  switchSubscription(token: string, customerId: string, offerId: string, body: { toOfferId: string; switchDirection: 'upgrade' | 'downgrade' }): Promise<unknown> {
    return this.http.post(`/customers/${enc(customerId)}/subscription_switches/${enc(offerId)}`, { token, auth: 'required', body, schema: anyReplySchema });
  }

  getSubscriptionSwitch(token: string, switchId: string): Promise<Out<typeof subscriptionSwitchReplySchema>> {
    return this.http.get(`/subscription_switches/${enc(switchId)}`, { token, auth: 'required', schema: envelope(subscriptionSwitchReplySchema) });
  }

  getReceipt(token: string, transactionId: string): Promise<Out<typeof receiptSchema>> {
    return this.http.get(`/receipt/${enc(transactionId)}`, { token, auth: 'required', schema: envelope(receiptSchema) });
  }
}
