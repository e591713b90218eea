/** Why a payment failed in a way the site knows itself, carried to payment-error in the navigation state. */
export const PAYMENT_ERROR_REASONS = {
  access_already_active: 'checkout.access_already_active',
  /** A return from an offer's own page that no purchase of this tab started, or naming a malformed product. */
  invalid_return_link: 'checkout.invalid_return_link',
} as const;

export type PaymentErrorReason = keyof typeof PAYMENT_ERROR_REASONS;

export const paymentErrorState = (reason: PaymentErrorReason) => ({ paymentErrorReason: reason });

/** The message key for a navigation state; the general payment-error message for anything else (a provider's return, a reload). */
export function paymentErrorMessageKey(state: unknown): (typeof PAYMENT_ERROR_REASONS)[PaymentErrorReason] | 'checkout.payment_error_message' {
  const reason = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['paymentErrorReason'] : undefined;
  return typeof reason === 'string' && Object.hasOwn(PAYMENT_ERROR_REASONS, reason) ? PAYMENT_ERROR_REASONS[reason as PaymentErrorReason] : 'checkout.payment_error_message';
}

/** A failure the provider explained (a real-time notification's message), carried to payment-error as it is. */
export const paymentErrorMessageState = (message: string | undefined) => (message ? { paymentErrorMessage: message } : {});

/** The provider's message of a navigation state, when there is one. */
export function providerPaymentErrorMessage(state: unknown): string | undefined {
  const message = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['paymentErrorMessage'] : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
