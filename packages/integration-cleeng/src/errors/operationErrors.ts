import { createCatalogueError, isHttpError } from '@ott/common';

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
  | 'generate_code_failed'
  | 'authorize_code_failed'
  | 'check_code_failed'
  | 'get_offers_failed'
  | 'get_transactions_failed'
  | 'update_subscription_failed'
  | 'change_subscription_failed'
  | 'payment_failed'
  | 'get_receipt_failed'
  | 'paypal_url_failed'
  | 'update_card_details_failed';

/**
 * What an operation raises when it fails (001 §8).
 *
 * The provider's `errors` list and failed statuses reach here as common's errors: message = the
 * first entry (or the server's message), code = the HTTP status (`provider_error` for an `errors`
 * list in a 2xx reply), every message in `details.messages`. Those with a message are raised as
 * they are, so the screens' mappings read the provider's words ("Customer already exists" ->
 * registration.user_exists, "Invalid param email" -> a field error). A failure that carries no
 * message at all gets the operation's catalogue message instead ("Failed to authenticate user",
 * ...), keeping its status as code. Everything else (no session, network, malformed reply) is
 * already a precise catalogue error.
 */
export function operationError(name: OperationErrorName, error: unknown): unknown {
  if (!isHttpError(error) && !isProviderError(error)) return error;
  const messages = (error as { details?: Record<string, unknown> }).details?.messages;
  if (Array.isArray(messages) && messages.length > 0) return error;
  const { code, details } = error as { code: number | string; details?: Record<string, unknown> };
  return createCatalogueError(name, { code, details, cause: error });
}

const isProviderError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'provider_error';

/** Runs `operation`, raising its failure as described in operationError. */
export async function failingAs<T>(name: OperationErrorName, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw operationError(name, error);
  }
}
