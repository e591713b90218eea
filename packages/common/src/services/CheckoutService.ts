import { z } from '../zod';
import type { Offer, Order, PaymentFormValues, PaymentMethod } from '../entities';

/**
 * The checkout side of an integration (001 §7.4, §7.5): offers, the order, coupons, payment
 * methods and the ways to pay. "Order not found" and coupon failures are raised as errors whose
 * display is given by mapCheckoutError.
 */

export interface CreateOrderPayload {
  offer: Offer;
  customerId: string;
  country?: string;
  paymentMethodId?: string;
}

/** 001 §7.4 updateOrder(couponCode, paymentMethodId). A coupon is ignored when a promotion code is given. */
export interface UpdateOrderPayload {
  order: Order;
  paymentMethodId?: string;
  couponCode?: string | null;
}

export interface PayPalPaymentPayload {
  order: Order;
  successUrl: string;
  waitingUrl: string;
  cancelUrl: string;
  errorUrl: string;
  couponCode?: string;
  captchaValue?: string;
}

export const redirectReplySchema = z.object({ redirectUrl: z.string().check(z.minLength(1)) });
export type RedirectReply = z.infer<typeof redirectReplySchema>;

export interface CardPaymentPayload {
  order: Order;
  card: PaymentFormValues;
  referrer: string;
  returnUrl: string;
  couponCode?: string;
}

/**
 * Outcome of a card payment: paid at once; pending (e.g. Stripe: go to waiting-for-payment and
 * poll the entitlement); or a page the browser must open (3-D Secure).
 */
export const cardPaymentResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded') }),
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('redirect'), redirectUrl: z.string().check(z.minLength(1)) }),
]);
export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;

/** Payment-return parameters (000 §2): redirectResult, orderId, paymentMethodId. */
export interface FinalizePaymentPayload {
  orderId?: string;
  paymentMethodId?: string;
  redirectResult?: string;
}

export interface CheckoutService {
  /** The offers with these ids; "Failed to get offers" when none can be read. */
  getOffers(offerIds: readonly string[]): Promise<Offer[]>;
  getOffer(offerId: string): Promise<Offer>;

  createOrder(payload: CreateOrderPayload): Promise<Order>;
  /** The order, or null when the provider no longer knows it (the screen returns to choose-offer). */
  getOrder(orderId: string): Promise<Order | null>;
  /** Changes the payment method and/or applies a coupon (couponCode null removes it). */
  updateOrder(payload: UpdateOrderPayload): Promise<Order>;

  getPaymentMethods(): Promise<PaymentMethod[]>;

  /** Completes an order that needs no payment details (free or fully discounted). */
  paymentWithoutDetails(payload: { order: Order; captchaValue?: string }): Promise<void>;
  /**
   * Starts a PayPal payment; the browser follows redirectUrl ("Failed to generate PayPal payment url"
   * otherwise). A customer who already has the access gets the given errorUrl itself (001 §8).
   */
  paymentWithPayPal(payload: PayPalPaymentPayload): Promise<RedirectReply>;
  /** Pays with a card ("Failed to make payment" on failure). */
  directPostCardPayment(payload: CardPaymentPayload): Promise<CardPaymentResult>;
  /** Completes a payment after the provider redirected back ("adyen_order_unknown" without an order id). */
  finalizePayment(payload: FinalizePaymentPayload): Promise<void>;
}
