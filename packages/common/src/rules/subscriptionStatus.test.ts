import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUS } from '../entities/subscription';
import {
  findActiveSubscription,
  grantedAccessSubscription,
  isActiveSubscriptionStatus,
  isSubscriptionActive,
  subscriptionStatusFromActionType,
} from './subscriptionStatus';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const NOW_S = NOW / 1000;

describe('subscriptionStatusFromActionType', () => {
  it.each([
    ['free-trial', 'active_trial'],
    ['recurrent', 'active'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'expired'],
    ['ended', 'expired'],
    [' Recurrent ', 'active'],
    ['paused', 'terminated'],
    ['', 'terminated'],
    [null, 'terminated'],
    [undefined, 'terminated'],
  ])('%j -> %s', (actionType, status) => {
    expect(subscriptionStatusFromActionType(actionType)).toBe(status);
  });
});

describe('treated as active', () => {
  it.each([
    ['active', true],
    ['active_trial', true],
    ['cancelled', true],
    ['expired', false],
    ['terminated', false],
    ['', false],
    [undefined, false],
  ])('status %j -> %s', (status, expected) => {
    expect(isActiveSubscriptionStatus(status)).toBe(expected);
  });

  it.each([
    ['active, expiry past (provider renews)', { status: 'active', expiresAt: NOW_S - 60 }, true],
    ['cancelled, paid period running', { status: 'cancelled', expiresAt: NOW_S + 60 }, true],
    ['cancelled, paid period over', { status: 'cancelled', expiresAt: NOW_S - 60 }, false],
    ['cancelled, no expiry known', { status: 'cancelled', expiresAt: null }, true],
    ['expired', { status: 'expired', expiresAt: NOW_S + 60 }, false],
    ['no subscription', null, false],
  ])('%s -> %s', (_name, subscription, expected) => {
    expect(isSubscriptionActive(subscription, NOW)).toBe(expected);
  });

  it('finds the subscription that grants access, preferring active over trial over cancelled', () => {
    const cancelled = { id: 'c', status: 'cancelled', expiresAt: NOW_S + 60 };
    const trial = { id: 't', status: 'active_trial', expiresAt: NOW_S + 60 };
    const active = { id: 'a', status: 'active', expiresAt: NOW_S + 60 };
    const expired = { id: 'e', status: 'expired', expiresAt: NOW_S - 60 };
    expect(findActiveSubscription([expired, cancelled, trial, active], new Date(NOW))?.id).toBe('a');
    expect(findActiveSubscription([cancelled, trial], NOW)?.id).toBe('t');
    expect(findActiveSubscription([expired], NOW)).toBeUndefined();
    expect(findActiveSubscription(undefined, NOW)).toBeUndefined();
  });
});

describe('grantedAccessSubscription', () => {
  it('becomes active with payment gateway none and period granted', () => {
    expect(grantedAccessSubscription({ offerId: 123, expiresAt: NOW_S + 3600, offerTitle: 'Gift' })).toEqual({
      subscriptionId: '',
      offerId: '123',
      status: SUBSCRIPTION_STATUS.ACTIVE,
      expiresAt: NOW_S + 3600,
      nextPaymentAt: NOW_S + 3600,
      nextPaymentPrice: 0,
      nextPaymentCurrency: 'EUR',
      paymentGateway: 'none',
      paymentMethod: 'none',
      offerTitle: 'Gift',
      period: 'granted',
      totalPrice: 0,
      unsubscribeUrl: '',
    });
  });

  it('keeps the access fee id when there is one and defaults the title', () => {
    const subscription = grantedAccessSubscription({ offerId: 'S9', expiresAt: 1, accessFeeId: 'S42' });
    expect([subscription.accessFeeId, subscription.offerTitle]).toEqual(['S42', '']);
  });
});
