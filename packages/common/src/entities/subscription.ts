import { z } from '../zod';
import { DEFAULT_CURRENCY } from '../constants';
import { OFFER_PERIOD, OFFER_TYPE, PAYMENT_GATEWAY } from './checkoutKinds';
import { idSchema, openEnumSchema, optionalField } from './schemaHelpers';
import { ACCESS_FEE_ID_PREFIX, SUBSCRIPTION_STATUS } from './subscriptionStatus';

export * from './subscriptionStatus';

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
