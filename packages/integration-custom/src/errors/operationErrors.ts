import { createAccountError, createCatalogueError, isHttpError } from '@ott/common';

/**
 * The catalogue's "thrown messages" of 001 §8 for the operations of this integration
 * ("Failed to authenticate user", "Failed to create account", ...).
 */
export type OperationErrorName =
  | 'authenticate_failed'
  | 'create_account_failed'
  | 'fetch_user_failed'
  | 'update_user_failed'
  | 'update_user_data_failed'
  | 'reset_your_password_failed'
  | 'change_password_failed'
  | 'generate_code_failed'
  | 'authorize_code_failed'
  | 'check_code_failed';

/**
 * What an operation raises when it fails.
 *
 * An error reply that carries the server's message is raised as it is (message = the server's
 * message, code = HTTP status, 001 §8 "General"): the screens' mappings read that message
 * ("invalid param email" -> a field error, "user already exists" -> user_exists). An error reply
 * without any message (a proxy's 502 page, an empty 500) would only say "Request failed with
 * status N": it gets the operation's own catalogue message and translation key instead, keeping
 * the HTTP status as its code. Everything else (no session, network failure, malformed reply) is
 * already the precise catalogue error and is raised unchanged.
 */
export function operationError(name: OperationErrorName, error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const messages = error.details.messages;
  if (Array.isArray(messages) && messages.length > 0) return error;
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

/**
 * A login refused with 401: the credentials are wrong (the API answers the same for an unknown
 * email and a wrong password). Raised as "Failed to authenticate user" (account:login.wrong_combination),
 * code 401, with the server's text kept aside in details.serverMessage rather than as a message:
 * the server says "Invalid email or password", and the login mapping's "invalid email" phrase
 * would otherwise turn it into a field error on the email (see README, "Errors").
 */
export function loginRefusedError(error: unknown): unknown {
  if (!isHttpError(error, 401)) return error;
  const { messages, ...details } = error.details;
  const serverMessage = Array.isArray(messages) ? messages[0] : undefined;
  return createAccountError('authenticate_failed', { code: 401, details: { ...details, serverMessage }, cause: error });
}
