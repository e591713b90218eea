/**
 * Subscription statuses and the access-fee prefix, apart from the subscription and transaction
 * schemas (subscription.ts), for the same reason as checkoutKinds.ts: rules and screens of the
 * first load read them; the schemas load with a billing integration's services.
 */
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
