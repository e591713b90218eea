import { z } from '../zod';
import { DEFAULT_CURRENCY } from '../constants';
import { OFFER_PERIOD, OFFER_TYPE, PAYMENT_GATEWAY } from './checkout';
import { idSchema, openEnumSchema, optionalField } from './schemaHelpers';

/** Spec §3/§4; active and cancelled both still give access until expiry. */
export const SUBSCRIPTION_STATUS = {
  ACTIVE: 'active',
  ACTIVE_TRIAL: 'active_trial',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  TERMINATED: 'terminated',
} as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

/** Video-platform access-fee ids carry this prefix (spec §3). */
export const ACCESS_FEE_ID_PREFIX = 'S';

export const subscriptionSchema = z.object({
  subscriptionId: idSchema,
  offerId: idSchema,
  accessFeeId: optionalField(z.string().check(z.startsWith(ACCESS_FEE_ID_PREFIX, `Access fee ids start with ${ACCESS_FEE_ID_PREFIX}`))),
  status: z.enum(SUBSCRIPTION_STATUS),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
  /** Seconds since the epoch. */
  nextPaymentAt: optionalField(z.number()),
  nextPaymentPrice: optionalField(z.number()),
  nextPaymentCurrency: optionalField(z.string()),
  paymentGateway: optionalField(openEnumSchema(PAYMENT_GATEWAY)),
  paymentMethod: optionalField(z.string()),
  offerTitle: z.string(),
  period: optionalField(z.enum(OFFER_PERIOD)),
  totalPrice: optionalField(z.number()),
  unsubscribeUrl: optionalField(z.string()),
  pendingSwitchId: optionalField(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const transactionSchema = z.object({
  transactionId: idSchema,
  /** Seconds since the epoch. */
  transactionDate: z.number(),
  trxToken: optionalField(z.string()),
  offerId: idSchema,
  offerType: openEnumSchema(OFFER_TYPE),
  offerTitle: z.string(),
  offerPeriod: optionalField(z.string()),
  transactionPriceInclTax: z.number(),
  transactionPriceExclTax: optionalField(z.number()),
  transactionCurrency: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || DEFAULT_CURRENCY),
  ),
  customerId: idSchema,
  customerEmail: optionalField(z.string()),
  customerCountry: optionalField(z.string()),
  paymentMethod: optionalField(z.string()),
  externalPaymentId: optionalField(z.string()),
  publisherId: optionalField(idSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;
