import { describe, expect, it } from 'vitest';
import { canCancelSubscription, canRenewSubscription, cancelSubscription, renewSubscription } from './subscriptionTransitions';

describe('cancelSubscription', () => {
  it.each([
    ['active', { ok: true, status: 'cancelled' }],
    ['active_trial', { ok: true, status: 'cancelled' }],
    ['cancelled', { ok: false, reason: 'not_cancellable' }],
    ['expired', { ok: false, reason: 'not_cancellable' }],
    ['terminated', { ok: false, reason: 'not_cancellable' }],
  ])('%s -> %j', (status, expected) => {
    const result = cancelSubscription({ subscriptionId: 'sub-1', status });
    expect(result.ok ? { ok: true, status: result.subscription.status } : result).toEqual(expected);
    expect(canCancelSubscription({ status })).toBe(expected.ok);
  });

  it('keeps the other fields of the subscription', () => {
    const result = cancelSubscription({ subscriptionId: 'sub-1', status: 'active', offerId: 'S1' });
    expect(result).toEqual({ ok: true, subscription: { subscriptionId: 'sub-1', status: 'cancelled', offerId: 'S1' } });
  });
});

describe('renewSubscription', () => {
  it.each([
    ['cancelled', true, { ok: true, status: 'active' }],
    ['cancelled', false, { ok: false, reason: 'renewal_not_allowed' }],
    ['active', true, { ok: false, reason: 'not_renewable' }],
    ['active_trial', true, { ok: false, reason: 'not_renewable' }],
    ['expired', true, { ok: false, reason: 'not_renewable' }],
    ['terminated', false, { ok: false, reason: 'renewal_not_allowed' }],
  ])('%s with renewal allowed %s -> %j', (status, renewalAllowed, expected) => {
    const result = renewSubscription({ subscriptionId: 'sub-1', status }, { renewalAllowed });
    expect(result.ok ? { ok: true, status: result.subscription.status } : result).toEqual(expected);
    expect(canRenewSubscription({ status }, renewalAllowed)).toBe(expected.ok);
  });
});
