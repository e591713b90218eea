import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OVERLAY_VALUES,
  AUTH_OVERLAY_VALUES,
  accountDialogSize,
  accountOverlayUrl,
  deviceLoginRedirectUrl,
  isAccountOverlayValue,
  paymentReturnDestination,
  readPaymentReturnParams,
  removeAccountOverlayParams,
  resolveAccountOverlay,
  showsAccountBanner,
} from './accountOverlay';

describe('account overlay values', () => {
  it('lists the 29 values of the spec', () => {
    expect(ACCOUNT_OVERLAY_VALUES).toHaveLength(29);
    expect(new Set(ACCOUNT_OVERLAY_VALUES).size).toBe(29);
    expect(isAccountOverlayValue('checkout')).toBe(true);
    expect(isAccountOverlayValue('admin')).toBe(false);
  });
});

describe('resolveAccountOverlay', () => {
  it.each(AUTH_OVERLAY_VALUES)('%s is open to visitors', (value) => {
    expect(resolveAccountOverlay({ value, isLoggedIn: false })).toEqual({ action: 'show', value });
  });

  it.each(ACCOUNT_OVERLAY_VALUES.filter((value) => !(AUTH_OVERLAY_VALUES as readonly string[]).includes(value)))(
    '%s sends a visitor to login and opens for a user',
    (value) => {
      expect(resolveAccountOverlay({ value, isLoggedIn: false })).toEqual({ action: 'redirect', value: 'login' });
      expect(resolveAccountOverlay({ value, isLoggedIn: true })).toEqual({ action: 'show', value });
    },
  );

  it('opens edit-password for a visitor who follows a reset-mail link', () => {
    expect(
      resolveAccountOverlay({ value: 'edit-password', isLoggedIn: false, search: '?u=edit-password&resetPasswordToken=t&email=a%40b.c' }),
    ).toEqual({ action: 'show', value: 'edit-password' });
  });

  it.each([null, undefined, '', 'admin'])('opens nothing for %j', (value) => {
    expect(resolveAccountOverlay({ value, isLoggedIn: true })).toEqual({ action: 'none' });
  });
});

describe('overlay URLs', () => {
  it.each([
    ['/m/abc/film?r=pl', 'login', {}, '/m/abc/film?r=pl&u=login'],
    ['/m/abc/film?u=login', 'create-account', {}, '/m/abc/film?u=create-account'],
    ['/', 'forgot-password', { email: 'a@b.c' }, '/?u=forgot-password&email=a%40b.c'],
    ['/?u=checkout&offerId=S1', 'choose-offer', { offerId: undefined, play: true }, '/?u=choose-offer&play=1'],
    ['/s/x#about', 'welcome', {}, '/s/x?u=welcome#about'],
    ['https://example.test/p/1?x=1', 'login', {}, 'https://example.test/p/1?x=1&u=login'],
  ] as const)('%s + u=%s', (current, value, extra, expected) => {
    expect(accountOverlayUrl(current, value, extra)).toBe(expected);
  });

  it('removes the overlay, payment-return and referrer parameters but keeps the page ones', () => {
    const current =
      '/m/abc/film?r=pl&u=payment-error&redirectResult=x&orderId=1&offerId=S1&type=pass&paymentMethodId=2' +
      '&resetPasswordToken=t&email=e&invoice=i&token=t&product=prod_1&promotionCode=p&coupon=c&code=D';
    expect(removeAccountOverlayParams(current)).toBe('/m/abc/film?r=pl');
    expect(removeAccountOverlayParams('/?u=login&extra=1&keep=2', ['extra'])).toBe('/?keep=2');
    expect(removeAccountOverlayParams('/')).toBe('/');
  });

  it('reads the payment-return parameters present', () => {
    expect(readPaymentReturnParams('?u=welcome&orderId=12&type=pass&coupon=&product=prod_1&other=1')).toEqual({
      orderId: '12',
      type: 'pass',
      product: 'prod_1',
    });
  });

  it('builds the device-login redirect', () => {
    expect(deviceLoginRedirectUrl('abcd')).toBe('/?u=login-device&code=abcd');
    expect(deviceLoginRedirectUrl()).toBe('/?u=login-device');
  });
});

describe('paymentReturnDestination', () => {
  const current = '/m/abc/film?r=pl&u=finalize-payment&orderId=1&type=TYPE';
  it.each([
    ['pass', { destination: 'page', url: '/m/abc/film?r=pl' }],
    ['ppv', { destination: 'page', url: '/m/abc/film?r=pl' }],
    ['subscription', { destination: 'welcome', url: '/m/abc/film?r=pl&u=welcome' }],
    [undefined, { destination: 'welcome', url: '/m/abc/film?r=pl&u=welcome' }],
    [null, { destination: 'welcome', url: '/m/abc/film?r=pl&u=welcome' }],
  ])('type %j', (type, expected) => {
    expect(paymentReturnDestination(current, type)).toEqual(expected);
  });
});

describe('dialog presentation', () => {
  it.each(ACCOUNT_OVERLAY_VALUES)('%s', (value) => {
    expect(accountDialogSize(value)).toBe(value === 'delete-account-confirmation' ? 'large' : 'small');
    const hidden = ['delete-account', 'delete-account-confirmation', 'warning-account-deletion', 'edit-card'].includes(value);
    expect(showsAccountBanner(value)).toBe(!hidden);
  });
});
