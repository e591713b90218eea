import { ACCOUNT_OVERLAY_VALUES, type AccountOverlayValue } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { accountModalView, type AccountModalViewInput } from './accountModalView';
import { hasAccountScreen } from './accountScreens';

const AUTH_VALUES = ['login', 'create-account', 'forgot-password', 'reset-password', 'send-confirmation', 'login-external', 'login-device'];
const BUILT = [
  'login',
  'create-account',
  'personal-details',
  'forgot-password',
  'send-confirmation',
  'reset-password',
  'edit-password',
  'add-password',
  'login-device',
  'login-external',
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'unsubscribe',
  'renew-subscription',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'edit-card',
  'payment-method',
  'payment-method-success',
  'choose-offer',
  'checkout',
  'waiting-for-payment',
  'finalize-payment',
  'welcome',
  'payment-error',
  'payment-cancelled',
];

const view = (value: string | null, overrides: Partial<AccountModalViewInput> = {}) =>
  accountModalView({ value, isLoggedIn: false, authLoading: false, search: value ? `?u=${value}` : '', hasAccounts: true, hasScreen: hasAccountScreen, ...overrides });

/** What each value does for a visitor and for a logged-in user. */
const expected = (value: AccountOverlayValue, isLoggedIn: boolean) => {
  if (!isLoggedIn && !AUTH_VALUES.includes(value)) return { kind: 'redirect-to-login' };
  return BUILT.includes(value) ? { kind: 'show', value } : { kind: 'unavailable', value };
};

describe('accountModalView', () => {
  it.each(ACCOUNT_OVERLAY_VALUES.map((value) => [value]))('u=%s: auth values open for visitors, others need a user; values without a screen say so', (value) => {
    expect(view(value, { isLoggedIn: false })).toEqual(expected(value, false));
    expect(view(value, { isLoggedIn: true })).toEqual(expected(value, true));
  });

  it('shows nothing without u or on a site without accounts; an unknown value says it is not available', () => {
    expect(view(null)).toEqual({ kind: 'hidden' });
    expect(view('')).toEqual({ kind: 'hidden' });
    expect(view('not-a-screen')).toEqual({ kind: 'unavailable', value: 'not-a-screen' });
    expect(view('not-a-screen', { isLoggedIn: true })).toEqual({ kind: 'unavailable', value: 'not-a-screen' });
    expect(view('login', { hasAccounts: false })).toEqual({ kind: 'hidden' });
    // A spec value an app has no screen for says so too.
    expect(view('login-device', { hasScreen: () => false })).toEqual({ kind: 'unavailable', value: 'login-device' });
  });

  it.each(['login', 'create-account'])('u=%s opened by a user already signed in closes; signing in on it does not', (value) => {
    expect(view(value, { isLoggedIn: true, signedInOnArrival: true })).toEqual({ kind: 'already-signed-in' });
    // Signed in on the screen itself (it moves on by itself), or the session not restored yet.
    expect(view(value, { isLoggedIn: true, signedInOnArrival: false })).toEqual({ kind: 'show', value });
    expect(view(value, { isLoggedIn: false, signedInOnArrival: null, authLoading: true })).toEqual({ kind: 'show', value });
    // Other screens a signed-in user opens stay open.
    expect(view('personal-details', { isLoggedIn: true, signedInOnArrival: true })).toEqual({ kind: 'show', value: 'personal-details' });
  });

  it('waits for a stored session before sending a visitor of a user-only screen to login', () => {
    expect(view('edit-password', { authLoading: true })).toEqual({ kind: 'waiting' });
    expect(view('login', { authLoading: true })).toEqual({ kind: 'show', value: 'login' });
  });

  it('opens edit-password without a user when the URL carries a reset token', () => {
    expect(view('edit-password', { search: '?u=edit-password&resetPasswordToken=abc' })).toEqual({ kind: 'show', value: 'edit-password' });
  });
});
