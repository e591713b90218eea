import { z } from '../../zod';
import { editLocation } from './locationUrl';
import { HOME_PATH, QUERY_PARAMS } from './paths';
import { queryValueText } from './queryString';
import type { RouteQueryValue } from './queryString';

/** Every value of the account overlay query parameter `u` (spec 000 §2). */
export const ACCOUNT_OVERLAY_VALUES = [
  'login',
  'create-account',
  'personal-details',
  'choose-offer',
  'checkout',
  'welcome',
  'payment-error',
  'payment-cancelled',
  'waiting-for-payment',
  'finalize-payment',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'edit-card',
  'reset-password',
  'forgot-password',
  'send-confirmation',
  'add-password',
  'edit-password',
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'unsubscribe',
  'renew-subscription',
  'payment-method',
  'payment-method-success',
  'login-external',
  'login-device',
] as const;

export const accountOverlayValueSchema = z.enum(ACCOUNT_OVERLAY_VALUES);
export type AccountOverlayValue = z.infer<typeof accountOverlayValueSchema>;

export const isAccountOverlayValue = (value: unknown): value is AccountOverlayValue =>
  accountOverlayValueSchema.safeParse(value).success;

/** Screens a visitor needs in order to get a user at all: allowed without one. */
export const AUTH_OVERLAY_VALUES = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'login-external',
  'login-device',
] as const satisfies readonly AccountOverlayValue[];

export const isAuthOverlayValue = (value: AccountOverlayValue): boolean =>
  (AUTH_OVERLAY_VALUES as readonly AccountOverlayValue[]).includes(value);

/** Screens only for someone not signed in: a user who opens one while signed in has nothing to do there. */
export const SIGNED_OUT_OVERLAY_VALUES = ['login', 'create-account'] as const satisfies readonly AccountOverlayValue[];

export const isSignedOutOverlayValue = (value: unknown): boolean => (SIGNED_OUT_OVERLAY_VALUES as readonly unknown[]).includes(value);

/** Query parameters a payment provider or a mail link brings back (spec 000 §2). */
export const PAYMENT_RETURN_PARAMS = [
  'redirectResult',
  'orderId',
  'offerId',
  'type',
  'paymentMethodId',
  'resetPasswordToken',
  'email',
] as const;

/** Referrer parameters of a checkout link. */
export const REFERRER_PARAMS = ['invoice', 'token', 'product', 'promotionCode', 'coupon'] as const;

export type PaymentReturnParam = (typeof PAYMENT_RETURN_PARAMS)[number] | (typeof REFERRER_PARAMS)[number];

/** Everything that belongs to the overlay and goes away when it closes. */
export const ACCOUNT_OVERLAY_PARAMS = [
  QUERY_PARAMS.accountOverlay,
  QUERY_PARAMS.deviceCode,
  ...PAYMENT_RETURN_PARAMS,
  ...REFERRER_PARAMS,
] as const;

export type AccountOverlayDecision =
  | { action: 'none' }
  | { action: 'show'; value: AccountOverlayValue }
  | { action: 'redirect'; value: 'login' };

export interface AccountOverlayInput {
  /** Raw value of `u`; unknown values open nothing. */
  value: string | null | undefined;
  isLoggedIn: boolean;
  /** Current query, to recognise a password-reset link (`resetPasswordToken`). */
  search?: string;
}

/**
 * Which overlay screen to show. Auth screens are open to visitors; any other screen without a
 * logged-in user sends the visitor to login. `edit-password` is also open when the URL carries a
 * `resetPasswordToken`: that is the link of a reset mail, opened by someone who cannot log in.
 */
export function resolveAccountOverlay({ value, isLoggedIn, search = '' }: AccountOverlayInput): AccountOverlayDecision {
  if (!isAccountOverlayValue(value)) return { action: 'none' };
  if (isLoggedIn || isAuthOverlayValue(value)) return { action: 'show', value };
  if (value === 'edit-password' && new URLSearchParams(search).get('resetPasswordToken')) {
    return { action: 'show', value };
  }
  return { action: 'redirect', value: 'login' };
}

/** The current URL with the overlay set to `value`, plus extra parameters (empty ones left out). */
export function accountOverlayUrl(
  current: string,
  value: AccountOverlayValue,
  extra: Readonly<Record<string, RouteQueryValue>> = {},
): string {
  return editLocation(current, (query) => {
    query.set(QUERY_PARAMS.accountOverlay, value);
    for (const [name, extraValue] of Object.entries(extra)) {
      const text = queryValueText(extraValue);
      if (text === undefined) query.delete(name);
      else query.set(name, text);
    }
  });
}

/** The current URL without the overlay and its parameters (closing the dialog). */
export function removeAccountOverlayParams(current: string, alsoRemove: readonly string[] = []): string {
  return editLocation(current, (query) => {
    for (const name of [...ACCOUNT_OVERLAY_PARAMS, ...alsoRemove]) query.delete(name);
  });
}

/** Reads the payment-return and referrer parameters present in a query. */
export function readPaymentReturnParams(search: string): Partial<Record<PaymentReturnParam, string>> {
  const query = new URLSearchParams(search);
  const result: Partial<Record<PaymentReturnParam, string>> = {};
  for (const name of [...PAYMENT_RETURN_PARAMS, ...REFERRER_PARAMS]) {
    const value = query.get(name);
    if (value) result[name] = value;
  }
  return result;
}

/** Offer types after which a finished payment returns to the page the viewer was on. */
export const RETURN_TO_PAGE_OFFER_TYPES = ['pass', 'ppv'] as const;

export type PaymentReturnDestination = { destination: 'page' | 'welcome'; url: string };

/**
 * Where a finished payment leads: a pass or pay-per-view purchase goes back to the page (to watch
 * what was bought), anything else (a subscription) opens the welcome screen on the same page.
 */
export function paymentReturnDestination(current: string, offerType: string | null | undefined): PaymentReturnDestination {
  const page = removeAccountOverlayParams(current);
  if ((RETURN_TO_PAGE_OFFER_TYPES as readonly string[]).includes(offerType ?? '')) {
    return { destination: 'page', url: page };
  }
  return { destination: 'welcome', url: accountOverlayUrl(page, 'welcome') };
}

export type AccountDialogSize = 'small' | 'large';

/** Only the delete-account confirmation, with its list of warnings, needs the large dialog. */
export const accountDialogSize = (value: AccountOverlayValue): AccountDialogSize =>
  value === 'delete-account-confirmation' ? 'large' : 'small';

/** Screens shown without the site banner image: the delete-account flow and card editing. */
export const OVERLAY_VALUES_WITHOUT_BANNER = [
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'edit-card',
] as const satisfies readonly AccountOverlayValue[];

export const showsAccountBanner = (value: AccountOverlayValue): boolean =>
  !(OVERLAY_VALUES_WITHOUT_BANNER as readonly AccountOverlayValue[]).includes(value);

/**
 * Where the device-login link sends the viewer: the home page with the `login-device` overlay,
 * carrying the code when the link has one.
 */
export const deviceLoginRedirectUrl = (code?: string): string =>
  accountOverlayUrl(HOME_PATH, 'login-device', { [QUERY_PARAMS.deviceCode]: code });
