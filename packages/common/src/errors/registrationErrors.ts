import type { DisplayError } from './displayError';
import { isInvalidEmailError } from './loginErrors';
import { errorMatches } from './phraseMatch';

/** Provider phrases meaning the account already exists. */
export const USER_EXISTS_PHRASES = [
  'user exists',
  'user already exists',
  'customer already exists',
  'account already exists',
  'email already exists',
  'already registered',
  'already in use',
  'already taken',
] as const;

/** Provider phrases meaning the password was rejected at sign-up. */
export const INVALID_PASSWORD_PHRASES = [
  'invalid param password',
  'invalid parameter password',
  'invalid password',
  'password is invalid',
  'password is not valid',
  'password is too weak',
  'password must',
] as const;

/** Provider phrases about required consents not being given. */
export const CONSENTS_PHRASES = ['consent', 'consents', 'terms must be accepted', 'accept the terms'] as const;

/** Provider phrases about a captcha answer refused (missing, wrong, expired or used): the visitor verifies again. */
export const CAPTCHA_PHRASES = ['invalid param captchavalue', 'captcha'] as const;

/** Sign-up screen (001 §8): user exists, invalid email, invalid password, consents, a refused captcha, else failed_to_create. */
export function mapRegistrationError(error: unknown): DisplayError {
  if (errorMatches(error, CAPTCHA_PHRASES)) return { key: 'account:captcha.required' };
  if (errorMatches(error, USER_EXISTS_PHRASES)) return { field: 'email', key: 'account:registration.user_exists' };
  if (isInvalidEmailError(error)) return { field: 'email', key: 'account:registration.field_is_not_valid_email' };
  if (errorMatches(error, INVALID_PASSWORD_PHRASES)) return { field: 'password', key: 'account:registration.invalid_password' };
  if (errorMatches(error, CONSENTS_PHRASES)) return { key: 'account:registration.consents_error' };
  return { key: 'account:registration.failed_to_create' };
}

export interface RequiredConsent {
  name: string;
  required: boolean;
}

/** A ticked checkbox, or a filled-in custom consent field. */
const isGiven = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * Unmet required consents (000 §5): one form-level consents_error plus field_required on every
 * unticked required consent. Empty when all required consents are given. Field names are the
 * consent names, as the sign-up form keys its consent values by name.
 */
export function unmetConsentErrors(consents: readonly RequiredConsent[], values: Readonly<Record<string, unknown>>): DisplayError[] {
  const unmet = consents.filter((consent) => consent.required && !isGiven(values[consent.name]));
  if (unmet.length === 0) return [];
  return [
    { key: 'account:registration.consents_error' },
    ...unmet.map((consent): DisplayError => ({ field: consent.name, key: 'account:registration.field_required' })),
  ];
}
