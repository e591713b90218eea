import { createAccountError, isHttpError } from '@ott/common';

/** Operations fail by common's rule (001 §8): the provider's message as it is, else the operation's catalogue message. */
export { failingAs, operationError, type OperationErrorName } from '@ott/common';

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
