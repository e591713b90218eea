import { DEFAULT_CURRENCY } from '../constants';
import { SUBSCRIPTION_STATUS, type SubscriptionStatus } from '../entities/subscriptionStatus';
import { nowMs, type Now } from './parseIsoDate';


const STATUS_BY_ACTION_TYPE: Readonly<Record<string, SubscriptionStatus>> = {
  'free-trial': SUBSCRIPTION_STATUS.ACTIVE_TRIAL,
  recurrent: SUBSCRIPTION_STATUS.ACTIVE,
  canceled: SUBSCRIPTION_STATUS.CANCELLED,
  incomplete_expired: SUBSCRIPTION_STATUS.EXPIRED,
  ended: SUBSCRIPTION_STATUS.EXPIRED,
};

/**
 * Subscription status from the video-platform provider's action type (spec 000 §4): free-trial,
 * recurrent, canceled, incomplete_expired, ended; anything else is terminated.
 */
export const subscriptionStatusFromActionType = (actionType: string | null | undefined): SubscriptionStatus =>
  STATUS_BY_ACTION_TYPE[actionType?.trim().toLowerCase() ?? ''] ?? SUBSCRIPTION_STATUS.TERMINATED;

/** The subscription fields the status rules read. `expiresAt` is in seconds, as the spec stores it. */
export interface SubscriptionStatusInput {
  status: string;
  expiresAt?: number | null;
}

/**
 * Statuses that keep access: active and cancelled (spec), and also active_trial: a viewer in a
 * free trial has the same access as a paying one, and the spec lets a trial be cancelled like an
 * active subscription.
 */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  SUBSCRIPTION_STATUS.ACTIVE,
  SUBSCRIPTION_STATUS.ACTIVE_TRIAL,
  SUBSCRIPTION_STATUS.CANCELLED,
];

export const isActiveSubscriptionStatus = (status: string | null | undefined): boolean =>
  ACTIVE_SUBSCRIPTION_STATUSES.includes(status as SubscriptionStatus);

/**
 * Treated as active at `now`: an active status, except a cancelled subscription whose paid period
 * has ended (its `expiresAt` is past). Active ones are not expired locally: the provider renews
 * them and the app reloads them.
 */
export function isSubscriptionActive(subscription: SubscriptionStatusInput | null | undefined, now: Now): boolean {
  if (!subscription || !isActiveSubscriptionStatus(subscription.status)) return false;
  if (subscription.status !== SUBSCRIPTION_STATUS.CANCELLED || !subscription.expiresAt) return true;
  return subscription.expiresAt * 1000 > nowMs(now);
}

/** The subscription that grants access, preferring active over trial over cancelled; or undefined. */
export function findActiveSubscription<T extends SubscriptionStatusInput>(subscriptions: readonly T[] | null | undefined, now: Now): T | undefined {
  const active = (subscriptions ?? []).filter((subscription) => isSubscriptionActive(subscription, now));
  const rank = (status: string) => ACTIVE_SUBSCRIPTION_STATUSES.indexOf(status as SubscriptionStatus);
  return active.sort((a, b) => rank(a.status) - rank(b.status))[0];
}

/** Access granted without a subscription (a voucher, a gift, a manual grant). */
export interface GrantedAccess {
  offerId: string | number;
  /** Seconds. */
  expiresAt: number;
  offerTitle?: string;
  accessFeeId?: string;
}

/**
 * Granted access as a subscription in the spec's shape (spec 000 §3 "Subscription"), with
 * payment gateway none and period granted.
 */
export interface GrantedSubscription {
  subscriptionId: string;
  offerId: string;
  accessFeeId?: string;
  status: typeof SUBSCRIPTION_STATUS.ACTIVE;
  expiresAt: number;
  nextPaymentAt: number;
  nextPaymentPrice: number;
  nextPaymentCurrency: string;
  paymentGateway: 'none';
  paymentMethod: string;
  offerTitle: string;
  period: 'granted';
  totalPrice: number;
  unsubscribeUrl: string;
}

/**
 * Granted access becomes an active subscription with payment gateway none and period granted.
 * Nothing is charged, so prices are 0, the next "payment" is the end of the grant, there is no
 * unsubscribe link and no pending switch.
 */
export function grantedAccessSubscription(access: GrantedAccess): GrantedSubscription {
  return {
    subscriptionId: '',
    offerId: String(access.offerId),
    ...(access.accessFeeId === undefined ? {} : { accessFeeId: access.accessFeeId }),
    status: SUBSCRIPTION_STATUS.ACTIVE,
    expiresAt: access.expiresAt,
    nextPaymentAt: access.expiresAt,
    nextPaymentPrice: 0,
    nextPaymentCurrency: DEFAULT_CURRENCY,
    paymentGateway: 'none',
    paymentMethod: 'none',
    offerTitle: access.offerTitle ?? '',
    period: 'granted',
    totalPrice: 0,
    unsubscribeUrl: '',
  };
}
