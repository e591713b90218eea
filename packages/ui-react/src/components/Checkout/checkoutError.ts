import { AppError, mapCheckoutError, type DisplayError } from '@ott/common';

const UNKNOWN = 'error:unknown_error';

/**
 * What a failed checkout call shows: a catalogue error's own message (no pricing available,
 * payment failed, adyen order unknown, ...), else the checkout mapping of the provider's words
 * (coupon, order not found).
 */
export function checkoutErrorOf(error: unknown): DisplayError {
  if (error instanceof AppError && error.translationKey && error.translationKey !== UNKNOWN) return { key: error.translationKey };
  return mapCheckoutError(error);
}
