import { canCancelSubscription, canRenewSubscription, planChangeAvailability, type Subscription } from '@ott/common';

export type BillingPeriod = 'day' | 'week' | 'month' | 'year';

/** What the payments page says about the subscription and which actions it offers (spec 000 §2, §4). */
export interface SubscriptionSummary {
  status: Subscription['status'];
  /** Granted access (a voucher, a gift): nothing is paid, nothing to cancel or change. */
  granted: boolean;
  /** The next charge, or the end of access for a cancelled subscription. */
  date: { kind: 'next_payment' | 'expires'; seconds: number } | undefined;
  price: { amount: number; currency: string | undefined; period: BillingPeriod | undefined } | undefined;
  canCancel: boolean;
  canRenew: boolean;
  canChangePlan: boolean;
  /** Bought in an app store: managed there (its name and support page). */
  externalProvider: { name: string; supportUrl: string } | undefined;
}

const PERIODS: readonly string[] = ['day', 'week', 'month', 'year'];

/**
 * The summary of the subscription that gives access. An app-store subscription hides plan changes
 * (spec 000 §4) and, on this site, cancel and renew too: the store manages it. Granted access has
 * no price, no cancel and no plan change. A pending switch waits before another one is offered.
 */
export function subscriptionSummary(subscription: Subscription, options: { canRenewSubscription: boolean; hasPendingSwitch: boolean }): SubscriptionSummary {
  const availability = planChangeAvailability(subscription);
  const external = availability.canChangePlan ? undefined : { name: availability.providerName, supportUrl: availability.supportUrl };
  const granted = subscription.period === 'granted' || subscription.paymentGateway === 'none';
  const webManaged = !external && !granted;
  const cancelled = subscription.status === 'cancelled';
  const amount = subscription.nextPaymentPrice ?? subscription.totalPrice;
  return {
    status: subscription.status,
    granted,
    date: cancelled || granted
      ? { kind: 'expires', seconds: subscription.expiresAt }
      : { kind: 'next_payment', seconds: subscription.nextPaymentAt ?? subscription.expiresAt },
    price:
      granted || amount === undefined
        ? undefined
        : { amount, currency: subscription.nextPaymentCurrency, period: PERIODS.includes(subscription.period ?? '') ? (subscription.period as BillingPeriod) : undefined },
    canCancel: webManaged && canCancelSubscription(subscription),
    canRenew: webManaged && canRenewSubscription(subscription, options.canRenewSubscription),
    canChangePlan: webManaged && !cancelled && canCancelSubscription(subscription) && !options.hasPendingSwitch,
    externalProvider: external,
  };
}
