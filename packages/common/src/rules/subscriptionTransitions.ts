import { SUBSCRIPTION_STATUS, type SubscriptionStatus } from '../entities/subscriptionStatus';

/** Why a cancel or renew was refused. */
export type SubscriptionRefusal =
  /** Only an active or trial subscription can be cancelled. */
  | 'not_cancellable'
  /** Only a cancelled subscription can be renewed. */
  | 'not_renewable'
  /** The provider does not support renewing (spec 000 §6: renew only with the billing provider). */
  | 'renewal_not_allowed';

export type SubscriptionTransition<T> = { ok: true; subscription: T } | { ok: false; reason: SubscriptionRefusal };

export const canCancelSubscription = (subscription: { status: string }): boolean =>
  subscription.status === SUBSCRIPTION_STATUS.ACTIVE || subscription.status === SUBSCRIPTION_STATUS.ACTIVE_TRIAL;

export const canRenewSubscription = (subscription: { status: string }, renewalAllowed: boolean): boolean =>
  renewalAllowed && subscription.status === SUBSCRIPTION_STATUS.CANCELLED;

/** Cancel: active or active_trial becomes cancelled (the service calls the unsubscribe link). */
export function cancelSubscription<T extends { status: string }>(subscription: T): SubscriptionTransition<T & { status: SubscriptionStatus }> {
  if (!canCancelSubscription(subscription)) return { ok: false, reason: 'not_cancellable' };
  return { ok: true, subscription: { ...subscription, status: SUBSCRIPTION_STATUS.CANCELLED } };
}

/** Renew: a cancelled subscription becomes active again, when the provider allows renewal. */
export function renewSubscription<T extends { status: string }>(
  subscription: T,
  options: { renewalAllowed: boolean },
): SubscriptionTransition<T & { status: SubscriptionStatus }> {
  if (!options.renewalAllowed) return { ok: false, reason: 'renewal_not_allowed' };
  if (subscription.status !== SUBSCRIPTION_STATUS.CANCELLED) return { ok: false, reason: 'not_renewable' };
  return { ok: true, subscription: { ...subscription, status: SUBSCRIPTION_STATUS.ACTIVE } };
}
