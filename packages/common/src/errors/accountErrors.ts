import { isCatalogueError } from './catalogue';
import type { DisplayError } from './displayError';
import { INVALID_EMAIL_PHRASES, WRONG_COMBINATION_PHRASES } from './loginErrors';
import { errorMatches } from './phraseMatch';

/** The part of a logger the account mapping needs: unknown errors are logged, not swallowed. */
export interface ErrorLogger {
  error: (message: string, ...details: unknown[]) => void;
}

interface AccountFieldRule {
  matches: (error: unknown) => boolean;
  result: DisplayError;
}

const phrases =
  (...list: readonly string[]) =>
  (error: unknown): boolean =>
    errorMatches(error, list);

/**
 * Account page field errors (000 §5, 001 §8), checked in order. Phrases:
 * - email update not supported: "Email update not supported" (or our catalogue error);
 * - wrong combination: "wrong email/password combination", "incorrect email/password";
 * - email exists: "email already exists", "already in use", "already taken", "already registered";
 * - invalid email param: "invalid param email", "invalid email", "email is invalid", ...;
 * - valid email required: "valid email" ("Please enter a valid e-mail address");
 * - invalid confirmation password: "confirmationPassword", "invalid password", "password incorrect";
 * - first / last name max 50: any message naming firstName / lastName ("firstName can have max 50 characters").
 */
export const ACCOUNT_FIELD_RULES: readonly AccountFieldRule[] = [
  {
    matches: (error) => isCatalogueError(error, 'email_update_not_supported') || errorMatches(error, ['email update not supported', 'email cannot be updated']),
    result: { field: 'email', key: 'user:account.errors.email_update_not_supported' },
  },
  {
    matches: (error) =>
      isCatalogueError(error, 'wrong_combination') || errorMatches(error, ['wrong email password combination', 'incorrect email password', 'wrong combination', ...WRONG_COMBINATION_PHRASES]),
    result: { key: 'user:account.errors.wrong_combination' },
  },
  {
    matches: phrases('email already exists', 'already exists', 'already in use', 'already taken', 'already registered'),
    result: { field: 'email', key: 'user:account.errors.email_exists' },
  },
  { matches: phrases(...INVALID_EMAIL_PHRASES), result: { field: 'email', key: 'user:account.errors.invalid_param_email' } },
  { matches: phrases('valid email', 'email is required', 'email required'), result: { field: 'email', key: 'user:account.errors.please_enter_valid_email' } },
  {
    matches: phrases('confirmation password', 'invalid password', 'password incorrect', 'incorrect password', 'wrong password'),
    result: { field: 'confirmationPassword', key: 'user:account.errors.invalid_password' },
  },
  { matches: phrases('first name'), result: { field: 'firstName', key: 'account:validation.first_name' } },
  { matches: phrases('last name'), result: { field: 'lastName', key: 'account:validation.last_name' } },
];

/** Maps an account-page save failure to its field error; anything unknown is logged and shown as unknown_error. */
export function mapAccountError(error: unknown, logger: ErrorLogger): DisplayError {
  const rule = ACCOUNT_FIELD_RULES.find(({ matches }) => matches(error));
  if (rule) return rule.result;
  logger.error('Unhandled account update error', error);
  return { key: 'user:account.errors.unknown_error' };
}

/** Delete account: invalid credentials -> field error on password; anything else -> delete_account.error. */
export function mapDeleteAccountError(error: unknown): DisplayError {
  if (errorMatches(error, ['invalid credentials', 'invalid password', 'wrong password', 'incorrect password', 'password is not valid', 'password does not match'])) {
    return { field: 'password', key: 'user:account.delete_account.invalid_credentials' };
  }
  return { key: 'user:account.delete_account.error' };
}

/** Toasts and messages of account actions whose failure is not tied to a provider phrase (001 §8). */
export const ACCOUNT_NOTICE_KEYS = {
  exportSuccess: 'user:account.export_data_success',
  exportError: 'user:account.export_data_error',
  deleteSuccess: 'user:account.delete_account.success',
  resendMailError: 'user:account.resend_mail_error',
  cancelSubscriptionError: 'account:cancel_subscription.unknown_error_occurred',
  renewSubscriptionError: 'account:renew_subscription.unknown_error_occurred',
  changePlanError: 'user:payment.change_plan_error',
} as const;
