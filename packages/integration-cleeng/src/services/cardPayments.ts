import { AppError, createAccountError, createAppError, createCatalogueError, isHttpError, type CardPaymentPayload, type CardPaymentResult } from '@ott/common';

type PaymentFormValues = CardPaymentPayload['card'];
import type { WireCard } from '../api/CleengCommerceApi';
import type { CardReply } from '../api/schemas';

/**
 * The card form's values in the gateway's unencrypted card fields: digits only, the expiry
 * from its month and year fields or from `MM/YY` (two-digit years are 20YY).
 */
export function wireCard(values: PaymentFormValues): WireCard {
  const [typedMonth = '', typedYear = ''] = values.cardExpiry.split('/').map((part) => part.trim());
  const month = (values.cardExpMonth || typedMonth).padStart(2, '0');
  const year = values.cardExpYear || typedYear;
  return {
    type: 'scheme',
    number: values.cardNumber.replace(/[\s-]/g, ''),
    expiryMonth: month,
    expiryYear: year.length === 2 ? `20${year}` : year,
    cvc: values.cardCVC.trim(),
    holderName: values.cardholderName.trim(),
  };
}

/** What the gateway's 3-D Secure asks of the browser (Adyen's `browserInfo`), when there is a browser. */
export function browserInfo(): Record<string, unknown> | undefined {
  const nav = globalThis.navigator as (Navigator & { javaEnabled?: () => boolean }) | undefined;
  if (!nav || typeof globalThis.screen === 'undefined') return undefined;
  return {
    userAgent: nav.userAgent,
    acceptHeader: '*/*',
    language: nav.language,
    colorDepth: globalThis.screen.colorDepth,
    screenHeight: globalThis.screen.height,
    screenWidth: globalThis.screen.width,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
  };
}

/** "Failed to make payment" carrying the gateway's or provider's reason (the screens may show it). */
export const paymentRefused = (reason: string, cause?: unknown): AppError => createAccountError('payment_failed', { details: { reason }, cause });

const REFUSED_RESULTS = new Set(['Refused', 'Error', 'Cancelled']);

/** A refusal inside a 200 reply (the gateway's result code, or a Payment whose status is not a success), else undefined. */
export function refusalIn(reply: CardReply): string | undefined {
  if (reply.resultCode && REFUSED_RESULTS.has(reply.resultCode)) return reply.refusalReason ?? reply.resultCode;
  const payment = reply.payment ?? (reply.status ? reply : undefined);
  if (payment?.status && /fail|refus|reject|cancel/i.test(payment.status)) return payment.rejectedReason ?? payment.status;
  return undefined;
}

/** The outcome the checkout screen follows: paid, pending (poll the entitlement), or the bank's page to open. */
export function cardPaymentResult(reply: CardReply): CardPaymentResult {
  const refusal = refusalIn(reply);
  if (refusal) throw paymentRefused(refusal);
  if (reply.action) {
    if (reply.action.type === 'redirect' && reply.action.url && (reply.action.method ?? 'GET').toUpperCase() === 'GET') return { status: 'redirect', redirectUrl: reply.action.url };
    throw paymentRefused(`the gateway asked for a ${reply.action.type} step this app cannot show`);
  }
  const status = (reply.payment ?? reply).status;
  if (!status) throw createAppError('invalid_reply', { params: { reason: 'the card payment reply has neither a payment status nor an action' } });
  if (/pending|received/i.test(status)) return { status: 'pending' };
  return { status: 'succeeded' };
}

/**
 * A failed card call as "Failed to make payment" with the provider's first message as reason
 * (a refusal such as "Refused", "Expired Card"); no session, network and malformed replies stay
 * as they are.
 */
export function asPaymentError(error: unknown, name: 'payment_failed' | 'update_card_details_failed' = 'payment_failed'): unknown {
  if (error instanceof AppError && (error.code === 'payment_failed' || error.code === 'update_card_details_failed')) return error;
  const fromProvider = isHttpError(error) || (error instanceof AppError && error.code === 'provider_error');
  if (!fromProvider) return error;
  const messages = (error as AppError).details?.messages;
  const reason = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
  return createCatalogueError(name, { details: { reason: reason ?? (error as Error).message, status: (error as AppError).code }, cause: error });
}
