import { z } from 'zod/mini';

/**
 * The replies of our server's routes for this variant (001 §7.7; the shapes are ours, no public
 * reference exists: notes/cognito-contract.md). Every reply is validated before use; extra keys
 * are tolerated.
 */

const period = z.enum(['month', 'year']);

export const apiSubscriptionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  offerId: z.string().check(z.minLength(1)),
  planId: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  startedAt: z.string(),
  expiresAt: z.string(),
  period,
  price: z.number(),
  currency: z.string(),
  paymentMethod: z.optional(z.nullable(z.string())),
});
export type ApiSubscription = z.infer<typeof apiSubscriptionSchema>;
export const activeSubscriptionsReplySchema = z.looseObject({ subscriptions: z.array(apiSubscriptionSchema) });

export const apiOfferSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  planId: z.string(),
  title: z.string(),
  price: z.number(),
  currency: z.string(),
  period,
  trialDays: z.optional(z.nullable(z.number())),
});
export type ApiOffer = z.infer<typeof apiOfferSchema>;
export const productOffersReplySchema = z.looseObject({ offers: z.array(apiOfferSchema) });

export const apiPlanSchema = z.looseObject({
  id: z.string(),
  metadata: z.looseObject({ access_model: z.optional(z.string()), name: z.optional(z.string()) }),
});
export type ApiPlan = z.infer<typeof apiPlanSchema>;
export const getAccessReplySchema = z.looseObject({ plans: z.array(apiPlanSchema) });

export const entitlementReplySchema = z.looseObject({ entitled: z.boolean(), token: z.optional(z.string()) });
export const tokenReplySchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
