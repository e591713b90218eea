import { isCatalogueError } from './catalogue';
import type { DisplayError } from './displayError';
import { isInvalidEmailError } from './loginErrors';
import { errorMatches, firstMessageOf } from './phraseMatch';

/** A password-screen rule: any of these phrases -> this display error. Checked in order. */
interface PhraseRule {
  phrases: readonly string[];
  result: DisplayError;
}

const NO_SESSION_PHRASES = ['not logged in', 'no session', 'session expired', 'session is missing'] as const;

/**
 * Password screens (reset with token, change with old password, add password), 001 §8.
 * The first four phrases are the provider's own; the extras catch their common variants.
 */
export const PASSWORD_ERROR_RULES: readonly PhraseRule[] = [
  {
    phrases: ['resetPasswordToken is not valid', 'reset password token is invalid', 'reset token is not valid', 'reset token is invalid'],
    result: { key: 'account:reset.invalid_reset_link' },
  },
  {
    phrases: ['old password does not match', 'old password is incorrect', 'old password is invalid', 'current password is incorrect'],
    result: { field: 'oldPassword', key: 'account:reset.old_password_does_not_match' },
  },
  { phrases: ['score does not match standards', 'password strength'], result: { field: 'password', key: 'account:reset.password_strength' } },
  {
    phrases: ['invalid param password', 'invalid parameter password', 'password is invalid'],
    result: { field: 'password', key: 'account:reset.invalid_password' },
  },
  { phrases: ['password could not be set', 'invalid token', 'token is not valid'], result: { key: 'account:reset.invalid_token' } },
];

const isNoSession = (error: unknown): boolean =>
  isCatalogueError(error, 'not_logged_in') || isCatalogueError(error, 'user_not_logged_in') || errorMatches(error, NO_SESSION_PHRASES);

/**
 * Maps a password-screen failure. No session while changing with the old password ->
 * reset.invalid_link; a known provider phrase -> its key; anything else -> the message as is.
 */
export function mapPasswordError(error: unknown): DisplayError {
  if (isNoSession(error)) return { key: 'account:reset.invalid_link' };
  const rule = PASSWORD_ERROR_RULES.find(({ phrases }) => errorMatches(error, phrases));
  if (rule) return rule.result;
  return asIs(error);
}

/** Forgot-password screen: invalid email param -> reset.wrong_email on email; else as is. */
export function mapForgotPasswordError(error: unknown): DisplayError {
  if (isInvalidEmailError(error)) return { field: 'email', key: 'account:reset.wrong_email' };
  return asIs(error);
}

const asIs = (error: unknown): DisplayError => {
  const text = firstMessageOf(error);
  return text ? { text } : { key: 'error:unknown_error' };
};
