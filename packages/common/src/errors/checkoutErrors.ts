import type { DisplayError } from './displayError';
import { errorMatches, messagesOf } from './phraseMatch';
import { CAPTCHA_PHRASES } from './registrationErrors';

/** Coupon rejected because it does not apply to the chosen offer. Checked before the generic one. */
export const COUPON_NOT_FOR_OFFER_PHRASES = [
  'not valid for this offer',
  'not valid for offer',
  'not valid for the offer',
  'not applicable',
  'cannot be applied',
  'can not be applied',
  'does not apply',
  'not available for this offer',
] as const;

export const INVALID_COUPON_PHRASES = [
  'invalid coupon',
  'coupon is not valid',
  'coupon not valid',
  'coupon is invalid',
  'coupon code is invalid',
  'coupon not found',
  'coupon does not exist',
  'coupon has expired',
  'invalid voucher',
  'voucher is not valid',
  'voucher not found',
] as const;

export const ORDER_NOT_FOUND_PHRASES = ['order not found', 'order does not exist', 'order is unknown', 'unknown order', 'no order'] as const;

/** "Order with 123 not found": the provider names the order between the two words. */
const ORDER_WITH_ID_NOT_FOUND = /\border with \S+ not found\b/i;

const isOrderNotFound = (error: unknown): boolean =>
  errorMatches(error, ORDER_NOT_FOUND_PHRASES) || messagesOf(error).some((text) => ORDER_WITH_ID_NOT_FOUND.test(text));

/** PayPal answers this when the customer already has the access: follow the error URL. */
export const ALREADY_ACTIVE_ACCESS_PHRASES = ['already have an active access', 'already has an active access'] as const;

/**
 * Checkout and coupon form (001 §8): coupon not fitting the offer, invalid coupon (both on the
 * couponCode field), order not found (clear the order and return to choose-offer), a captcha
 * answer the provider refused (free submit, PayPal: on the captchaValue slot, the viewer verifies
 * again), else error:unknown_error at form level.
 */
export function mapCheckoutError(error: unknown): DisplayError {
  if (errorMatches(error, ALREADY_ACTIVE_ACCESS_PHRASES)) return { key: 'error:unknown_error', action: 'redirect-to-error-url' };
  if (errorMatches(error, CAPTCHA_PHRASES)) return { field: 'captchaValue', key: 'account:captcha.required' };
  if (errorMatches(error, COUPON_NOT_FOR_OFFER_PHRASES)) return { field: 'couponCode', key: 'account:checkout.coupon_not_valid_for_offer' };
  if (errorMatches(error, INVALID_COUPON_PHRASES)) return { field: 'couponCode', key: 'account:checkout.coupon_not_valid' };
  if (isOrderNotFound(error)) return { key: 'error:unknown_error', action: 'clear-order-and-choose-offer' };
  return { key: 'error:unknown_error' };
}

/** Card form field -> its translation key (000 §5). */
export const CARD_FIELD_ERROR_KEYS = {
  cardNumber: 'account:checkout.invalid_card_number',
  cardExpiry: 'account:checkout.invalid_card_expiry',
  cardCVC: 'account:checkout.invalid_cvc_number',
} as const;

export type CardField = keyof typeof CARD_FIELD_ERROR_KEYS;

const CARD_FIELD_PHRASES: readonly (readonly [CardField, readonly string[]])[] = [
  ['cardCVC', ['cvc', 'cvv', 'cvc number', 'security code']],
  ['cardExpiry', ['expiry', 'expiration', 'expired', 'expiry date', 'exp month', 'exp year', 'expiration month', 'expiration year']],
  ['cardNumber', ['card number', 'number', 'invalid card']],
];

/** A card payment / update-card failure mapped to the card field it names, else unknown_error. */
export function mapCardError(error: unknown): DisplayError {
  const match = CARD_FIELD_PHRASES.find(([, phrases]) => errorMatches(error, phrases));
  if (!match) return { key: 'error:unknown_error' };
  const [field] = match;
  return { field, key: CARD_FIELD_ERROR_KEYS[field] };
}
