import { describe, expect, it } from 'vitest';
import { monthly } from '../../test/subscriptionFakes';
import { subscriptionSummary } from './subscriptionSummary';

const subscription = (extra: Record<string, unknown> = {}) => monthly({ expiresAt: 2_000_000_000, nextPaymentAt: 2_000_000_100, nextPaymentPrice: 10, ...extra });

const options = { canRenewSubscription: true, hasPendingSwitch: false };

describe('subscriptionSummary', () => {
  it.each([
    // status, renewal allowed, pending switch -> cancel, renew, change plan, date kind
    ['active', true, false, true, false, true, 'next_payment'],
    ['active_trial', true, false, true, false, true, 'next_payment'],
    ['active', true, true, true, false, false, 'next_payment'],
    ['cancelled', true, false, false, true, false, 'expires'],
    ['cancelled', false, false, false, false, false, 'expires'],
  ] as const)('%s (renewal %s, pending switch %s): cancel %s, renew %s, change plan %s, %s date', (status, canRenew, pending, cancel, renew, changePlan, dateKind) => {
    const summary = subscriptionSummary(subscription({ status }), { canRenewSubscription: canRenew, hasPendingSwitch: pending });
    expect(summary).toMatchObject({ canCancel: cancel, canRenew: renew, canChangePlan: changePlan, date: { kind: dateKind } });
  });

  it('shows the next payment for an active subscription and the end of access for a cancelled one', () => {
    expect(subscriptionSummary(subscription(), options).date).toEqual({ kind: 'next_payment', seconds: 2_000_000_100 });
    expect(subscriptionSummary(subscription({ status: 'cancelled' }), options).date).toEqual({ kind: 'expires', seconds: 2_000_000_000 });
    expect(subscriptionSummary(subscription(), options).price).toEqual({ amount: 10, currency: 'EUR', period: 'month' });
  });

  it.each([
    ['apple', 'Apple'],
    ['google_play', 'Google'],
    ['roku', 'Roku'],
  ])('a subscription paid through %s is managed there: no plan change, cancel or renew, a support link', (gateway, name) => {
    const summary = subscriptionSummary(subscription({ paymentGateway: gateway }), options);
    expect(summary).toMatchObject({ canChangePlan: false, canCancel: false, canRenew: false, externalProvider: { name } });
    expect(summary.externalProvider?.supportUrl).toMatch(/^https:\/\//);
  });

  it('granted access has no price and nothing to cancel or change', () => {
    const summary = subscriptionSummary(subscription({ period: 'granted', paymentGateway: 'none', nextPaymentPrice: 0 }), options);
    expect(summary).toMatchObject({ granted: true, price: undefined, canCancel: false, canChangePlan: false, date: { kind: 'expires' } });
  });
});
