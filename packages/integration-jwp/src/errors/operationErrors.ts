import { createCatalogueError, isHttpError, operationError, type AppError } from '@ott/common';

/**
 * Refusals of this platform normalised to the catalogue's words before common's operationError
 * (001 §8); every other failure is raised by common's rule (operationError / failingAs).
 */

const messagesOf = (error: AppError): string[] => {
  const messages = error.details.messages;
  return Array.isArray(messages) ? messages.filter((message): message is string => typeof message === 'string') : [];
};

/** A refusal of the request itself (not the session, not the server failing). */
const isRefusal = (error: unknown): error is AppError => isHttpError(error) && (error.code as number) >= 400 && (error.code as number) < 500 && error.code !== 401;

/** The normalised error: the catalogue's words only (the platform's stay in `providerMessages`), so the screens' mappings read no other phrase. */
const normalised = (name: 'old_password_mismatch' | 'coupon_not_valid' | 'coupon_not_valid_for_offer' | 'delete_account_invalid_credentials', error: AppError): AppError => {
  const { messages, ...details } = error.details;
  return createCatalogueError(name, { code: error.code, details: { ...details, providerMessages: messages }, cause: error });
};

const mentions = (error: AppError, pattern: RegExp): boolean =>
  [error.message, ...messagesOf(error)].some((text) => pattern.test(text)) ||
  (typeof error.details?.body === 'object' && error.details.body !== null && Object.keys((error.details.body as { errors?: object }).errors ?? {}).some((field) => pattern.test(field)));

/**
 * Change password with the old one: the platform's refusal of the old password becomes the
 * catalogue's "old password does not match" (-> reset.old_password_does_not_match); other
 * refusals keep the platform's message ("Invalid param password" -> reset.invalid_password).
 */
export function changePasswordError(error: unknown): unknown {
  if (isRefusal(error) && mentions(error, /old[ _]?password/i)) {
    return normalised('old_password_mismatch', error);
  }
  return operationError('change_password_failed', error);
}

/**
 * A voucher the platform refuses (unknown, expired, used up, or not for this access fee) becomes
 * the catalogue's coupon errors (-> checkout.coupon_not_valid / coupon_not_valid_for_offer).
 */
export function voucherError(error: unknown): unknown {
  if (!isRefusal(error)) return error;
  const forOtherOffer = mentions(error, /not (valid|applicable|available) for|access[ _]?fee|cannot be applied/i) && !mentions(error, /not found|expired|invalid voucher/i);
  return normalised(forOtherOffer ? 'coupon_not_valid_for_offer' : 'coupon_not_valid', error);
}

/**
 * Erasing (or exporting) with a wrong password becomes "Invalid credentials"
 * (-> delete_account.invalid_credentials); other failures are raised as they are.
 */
export function passwordCheckError(error: unknown): unknown {
  if (isRefusal(error) && mentions(error, /password|credential/i)) {
    return normalised('delete_account_invalid_credentials', error);
  }
  return error;
}
