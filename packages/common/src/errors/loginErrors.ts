import type { DisplayError } from './displayError';
import { errorMatches } from './phraseMatch';

/** Provider phrases meaning the email parameter was rejected (login, registration, account). */
export const INVALID_EMAIL_PHRASES = [
  'invalid param email',
  'invalid parameter email',
  'invalid email',
  'email is invalid',
  'email is not valid',
  'email must be a valid',
  'email format',
] as const;

/**
 * Phrases of a failed login that name both fields ("Invalid email or password"): they contain
 * "invalid email" but say nothing about the email's form, so they are never an email field error.
 */
export const WRONG_COMBINATION_PHRASES = [
  'email or password',
  'password or email',
  'email/password',
  'email and password',
  'invalid credentials',
] as const;

/** The email parameter itself was rejected (and the message is not a wrong-combination message). */
export const isInvalidEmailError = (error: unknown): boolean =>
  errorMatches(error, INVALID_EMAIL_PHRASES) && !errorMatches(error, WRONG_COMBINATION_PHRASES);

/**
 * Login screen (001 §8): an invalid email parameter is a field error on email; any other failure
 * is the form-level wrong combination (no hint whether email or password was wrong).
 */
export function mapLoginError(error: unknown): DisplayError {
  if (isInvalidEmailError(error)) return { field: 'email', key: 'account:login.wrong_email' };
  return { key: 'account:login.wrong_combination' };
}

/** Device login: an authorize failure shows the device-login error screen. */
export const mapDeviceCodeError = (_error: unknown): DisplayError => ({ key: 'account:login_device.error_title' });
