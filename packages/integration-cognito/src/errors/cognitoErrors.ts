import { createAccountError, createAppError, createCatalogueError, httpError, type AppError } from '@ott/common';

/**
 * Cognito's refusals (the exception name the library puts in `name`/`code`) mapped once to the
 * catalogue (001 §8), so that the screens' mappings read the catalogue's words and never Cognito's.
 * Cognito's own message stays in `details.body.providerMessage`.
 */

/** The library's error: an Error whose name is Cognito's exception name ("NotAuthorizedException"). */
export const cognitoExceptionName = (error: unknown): string | undefined => {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return undefined;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code !== '') return code;
  return typeof name === 'string' && name !== 'Error' ? name : undefined;
};

const providerMessageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/** HTTP status Cognito answers each refusal with (it sends 400 for most; the name says what). */
const STATUS_BY_EXCEPTION: Readonly<Record<string, number>> = {
  NotAuthorizedException: 401,
  UserNotFoundException: 404,
  ResourceNotFoundException: 404,
  TooManyRequestsException: 429,
  LimitExceededException: 429,
  TooManyFailedAttemptsException: 429,
  InternalErrorException: 500,
};

/** A refusal carrying `message` (catalogue or spec phrase), its status, Cognito's name and text aside. */
const refusal = (error: unknown, message: string | undefined, status?: number): AppError => {
  const exception = cognitoExceptionName(error) ?? 'UnknownError';
  const code = status ?? STATUS_BY_EXCEPTION[exception] ?? 400;
  const appError = httpError(code, { message, exception, providerMessage: providerMessageOf(error) });
  return Object.assign(appError, { cause: error });
};

/** Anything that is not Cognito's refusal: the library's "Network error", or an error of ours. */
function nonRefusal(error: unknown): AppError | undefined {
  if (error instanceof Error && /network error|failed to fetch/i.test(error.message) && !cognitoExceptionName(error)?.endsWith('Exception')) {
    return createAppError('network_error', { cause: error });
  }
  return undefined;
}

/**
 * A failed sign-in: wrong password and unknown user alike are "Failed to authenticate user"
 * (-> login.wrong_combination, code 401, no hint which was wrong); an unconfirmed user too, with
 * the reason aside. Network failures stay network errors.
 */
export function signInError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  const exception = cognitoExceptionName(error);
  if (exception === 'InvalidParameterException' && /email|username/i.test(providerMessageOf(error) ?? '')) return refusal(error, 'Invalid param email');
  return createAccountError('authenticate_failed', { code: 401, details: { exception, providerMessage: providerMessageOf(error) }, cause: error });
}

/**
 * A refused sign-up in the words the registration screen maps: an existing user -> "user already
 * exists" (registration.user_exists), a password the pool's policy refuses -> "Invalid param
 * password" (registration.invalid_password), a bad email -> "Invalid param email"; anything else
 * "Failed to create account".
 */
export function signUpError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  switch (cognitoExceptionName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return refusal(error, 'user already exists');
    case 'InvalidPasswordException':
      return refusal(error, 'Invalid param password');
    case 'InvalidParameterException':
      return refusal(error, /password/i.test(providerMessageOf(error) ?? '') ? 'Invalid param password' : 'Invalid param email');
    default:
      return createAccountError('create_account_failed', { details: { exception: cognitoExceptionName(error), providerMessage: providerMessageOf(error) }, cause: error });
  }
}

/**
 * Change with the old password: Cognito refuses a wrong old password with NotAuthorizedException
 * (the emulator with InvalidPasswordException for it) -> "old password does not match"; a new
 * password the policy refuses -> "Invalid param password"; else "Failed to change password".
 */
export function changePasswordError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  const exception = cognitoExceptionName(error);
  const message = providerMessageOf(error) ?? '';
  if (exception === 'NotAuthorizedException' || (exception === 'InvalidPasswordException' && !/conform|policy|long enough|must/i.test(message))) {
    return createCatalogueError('old_password_mismatch', { code: 400, details: { exception, providerMessage: message }, cause: error });
  }
  if (exception === 'InvalidPasswordException' || (exception === 'InvalidParameterException' && /password/i.test(message))) return refusal(error, 'Invalid param password');
  return createAccountError('change_password_failed', { details: { exception, providerMessage: message }, cause: error });
}

/**
 * Setting a new password with the mail's code: a wrong or expired code is the reset link gone bad
 * ("resetPasswordToken is not valid" -> reset.invalid_reset_link); a refused password "Invalid param
 * password"; else "Failed to change your password".
 */
export function confirmPasswordError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  switch (cognitoExceptionName(error)) {
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
    case 'UserNotFoundException':
      return refusal(error, 'resetPasswordToken is not valid');
    case 'InvalidPasswordException':
      return refusal(error, 'Invalid param password');
    default:
      return createAccountError('change_your_password_failed', { details: { exception: cognitoExceptionName(error), providerMessage: providerMessageOf(error) }, cause: error });
  }
}

/** Sending the reset code: a bad email -> "Invalid param email" (reset.wrong_email); else "Failed to reset your password". */
export function forgotPasswordError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  if (cognitoExceptionName(error) === 'InvalidParameterException') return refusal(error, 'Invalid param email');
  if (cognitoExceptionName(error) === 'LimitExceededException') return refusal(error, undefined);
  return createAccountError('reset_your_password_failed', { details: { exception: cognitoExceptionName(error), providerMessage: providerMessageOf(error) }, cause: error });
}

/**
 * A call made with the access token: a refused token is a 401 (the session refreshes once and
 * retries, see ProviderSession.authorized); other refusals keep their status and, when the
 * operation names one, fail as that catalogue error.
 */
export function authorizedCallError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  if (!cognitoExceptionName(error)) return error;
  return refusal(error, undefined);
}

/** A refresh the pool refuses (expired or revoked refresh token) ends the session: "Not logged in". */
export function refreshError(error: unknown): unknown {
  const network = nonRefusal(error);
  if (network) return network;
  return createAppError('not_logged_in', { details: { exception: cognitoExceptionName(error), providerMessage: providerMessageOf(error) }, cause: error });
}
