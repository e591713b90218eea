/**
 * The kinds of checkout entities (offer type and period, discount type, payment method name and
 * gateway), apart from their zod schemas (checkout.ts): screens and rules read these constants
 * on the first load, while the schemas are needed only by a billing integration's services, which
 * load later (a module of their own keeps the schemas out of the sites' first load).
 */
export const OFFER_TYPE = { SUBSCRIPTION: 'subscription', PASS: 'pass' } as const;
export type OfferType = (typeof OFFER_TYPE)[keyof typeof OFFER_TYPE];

/** Billing period of an offer or subscription; granted means access given without payment. */
export const OFFER_PERIOD = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year', GRANTED: 'granted' } as const;
export type OfferPeriod = (typeof OFFER_PERIOD)[keyof typeof OFFER_PERIOD];

export const DISCOUNT_TYPE = { COUPON: 'coupon', TRIAL: 'trial' } as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

export const PAYMENT_METHOD_NAME = { CARD: 'card', PAYPAL: 'paypal' } as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAME)[keyof typeof PAYMENT_METHOD_NAME];

/** Who processes a payment. none: access granted without payment; apple/google/roku: in-app stores. */
export const PAYMENT_GATEWAY = {
  ADYEN: 'adyen',
  STRIPE: 'stripe',
  PAYPAL: 'paypal',
  NONE: 'none',
  APPLE: 'apple',
  GOOGLE: 'google',
  ROKU: 'roku',
} as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAY)[keyof typeof PAYMENT_GATEWAY];

/** Gateways whose subscriptions are managed in an external store (plan changes hidden, spec §4). */
export const EXTERNAL_PAYMENT_GATEWAYS: readonly PaymentGateway[] = [PAYMENT_GATEWAY.APPLE, PAYMENT_GATEWAY.GOOGLE, PAYMENT_GATEWAY.ROKU];
