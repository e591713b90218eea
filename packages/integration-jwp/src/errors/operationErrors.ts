import { createCatalogueError, isHttpError, type AppError } from '@ott/common';

/** The catalogue's "thrown messages" of 001 §8 for this integration's operations. */
export type OperationErrorName =
  | 'authenticate_failed'
  | 'create_account_failed'
  | 'fetch_user_failed'
  | 'update_user_failed'
  | 'update_user_data_failed'
  | 'sign_out_failed'
  | 'reset_your_password_failed'
  | 'change_password_failed'
  | 'change_your_password_failed'
  | 'get_offers_failed'
  | 'get_transactions_failed'
  | 'update_subscription_failed'
  | 'change_subscription_failed'
  | 'payment_failed'
  | 'paypal_url_failed'
  | 'update_card_details_failed'
  | 'get_receipt_failed';

const messagesOf = (error: AppError): string[] => {
  const messages = error.details?.messages;
  return Array.isArray(messages) ? messages.filter((message): message is string => typeof message === 'string') : [];
};

/**
 * What an operation raises when it fails (001 §8). The platform's refusals reach here as common's
 * HttpErrors: message = the platform's own (or "Request failed with status N"), code = the status,
 * every message in `details.messages`. Those that carry a message are raised as they are, so the
 * screens' mappings read the platform's words ("Invalid param email" -> a field error). A refusal
 * without any message gets the operation's catalogue message instead, keeping its status as code.
 * Everything else (no session, network, malformed reply) is already a precise catalogue error.
 */
export function operationError(name: OperationErrorName, error: unknown): unknown {
  if (!isHttpError(error)) return error;
  if (messagesOf(error).length > 0) return error;
  return createCatalogueError(name, { code: error.code, details: error.details, cause: error });
}

/** Runs `operation`, raising its failure as described in operationError. */
export async function failingAs<T>(name: OperationErrorName, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw operationError(name, error);
  }
}

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
