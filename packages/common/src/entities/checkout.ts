import { z } from '../zod';
import { DEFAULT_CURRENCY } from '../constants';
import { idSchema, openEnumSchema, optionalField } from './schemaHelpers';
import { DISCOUNT_TYPE, OFFER_PERIOD, OFFER_TYPE, PAYMENT_GATEWAY, PAYMENT_METHOD_NAME, type DiscountType } from './checkoutKinds';

export * from './checkoutKinds';

export const offerSchema = z.object({
  id: idSchema,
  type: z.enum(OFFER_TYPE),
  /** Provider offer id, e.g. "S123456789_NL" for a subscription. */
  offerId: idSchema,
  offerPrice: z.number(),
  offerCurrency: z.string(),
  customerPriceInclTax: z.number(),
  customerPriceExclTax: optionalField(z.number()),
  customerCurrency: z.string(),
  customerCountry: optionalField(z.string()),
  offerTitle: z.string(),
  /** Set when buying happens on the provider's own page (the app redirects there). */
  offerUrl: optionalField(z.string()),
  active: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? true),
  ),
  period: optionalField(z.enum(OFFER_PERIOD)),
  freePeriods: optionalField(z.number()),
  freeDays: optionalField(z.number()),
  durationPeriod: optionalField(z.string()),
  durationAmount: optionalField(z.number()),
  premier: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  appleStoreProductId: optionalField(z.string()),
  googlePlayProductId: optionalField(z.string()),
  geoRestrictionEnabled: optionalField(z.boolean()),
  geoRestrictionType: optionalField(z.string()),
  geoRestrictionCountries: optionalField(z.array(z.string())),
  /** Seconds since the epoch, for passes that end on a date. */
  expiresAt: optionalField(z.number()),
  accessToTags: optionalField(z.array(z.string())),
  planSwitchEnabled: optionalField(z.boolean()),
  discount: optionalField(
    z.object({
      type: optionalField(z.string()),
      periods: optionalField(z.number()),
      amount: optionalField(z.number()),
    }),
  ),
});
export type Offer = z.infer<typeof offerSchema>;

export const priceBreakdownSchema = z.object({
  offerPrice: z.number(),
  discountAmount: z.number(),
  discountedPrice: z.number(),
  customerServiceFee: z.number(),
  paymentMethodFee: z.number(),
  taxValue: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const orderDiscountSchema = z.object({
  applied: z.boolean(),
  /** The provider sends an empty type when no discount applies: read as none. */
  type: z.optional(
    z.pipe(
      z.nullish(z.union([z.enum(DISCOUNT_TYPE), z.literal('')])),
      z.transform((value): DiscountType | undefined => value || undefined),
    ),
  ),
  periods: optionalField(z.number()),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export const orderSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  offerId: idSchema,
  totalPrice: z.number(),
  priceBreakdown: priceBreakdownSchema,
  taxRate: z.number(),
  taxBase: optionalField(z.number()),
  currency: z.string(),
  country: optionalField(z.string()),
  paymentMethodId: optionalField(idSchema),
  /** False when the order is free (e.g. a full coupon): checkout submits without payment. */
  requiredPaymentDetails: z.boolean(),
  discount: optionalField(orderDiscountSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentMethodSchema = z.object({
  id: idSchema,
  methodName: openEnumSchema(PAYMENT_METHOD_NAME),
  provider: optionalField(openEnumSchema(PAYMENT_GATEWAY)),
  paymentGateway: optionalField(openEnumSchema(PAYMENT_GATEWAY)),
  logoUrl: optionalField(z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A stored way to pay (e.g. a card on file). */
export const paymentDetailSchema = z.object({
  id: idSchema,
  paymentMethod: z.string(),
  paymentMethodId: optionalField(idSchema),
  paymentGateway: optionalField(openEnumSchema(PAYMENT_GATEWAY)),
  currency: optionalField(z.string()),
  active: optionalField(z.boolean()),
  paymentMethodSpecificParams: optionalField(
    z.object({
      holderName: optionalField(z.string()),
      variant: optionalField(z.string()),
      lastCardFourDigits: optionalField(z.string()),
      /** MM/YYYY or MM/YY as the provider sends it. */
      cardExpirationDate: optionalField(z.string()),
    }),
  ),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** A payment card on file (video-platform variant). */
export const cardSchema = z.object({
  holderName: z.string(),
  variant: optionalField(z.string()),
  lastFourDigits: z.string().check(z.regex(/^\d{4}$/, 'Expected the last four digits')),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expected MM/YY')),
  currency: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? DEFAULT_CURRENCY),
  ),
});
export type Card = z.infer<typeof cardSchema>;

/** Values of the card payment form, as typed (formatting and validation are rules/validation). */
export const paymentFormValuesSchema = z.object({
  cardholderName: z.string(),
  cardNumber: z.string(),
  cardExpiry: z.string(),
  cardCVC: z.string(),
  cardExpMonth: optionalField(z.string()),
  cardExpYear: optionalField(z.string()),
});
export type PaymentFormValues = z.infer<typeof paymentFormValuesSchema>;
