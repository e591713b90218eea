import { PASSWORD_MIN_LENGTH } from '../../constants';

/**
 * Password rule of spec 000 §5: at least one lowercase letter, one digit, and 8 characters. No
 * upper limit: long passphrases are welcome.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[0-9]).{8,}$/;

export const isValidPassword = (password: string): boolean => PASSWORD_PATTERN.test(password);

/** 0 invalid, 1 weak, 2 fair, 3 strong, 4 very strong. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_STRENGTH_LABELS = ['invalid', 'weak', 'fair', 'strong', 'very_strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

const UPPERCASE = /\p{Lu}/u;
/** Anything that is not a letter, a digit or white space counts as special. */
const SPECIAL = /[^\p{L}\p{N}\s]/gu;
const DIGIT = /\p{Nd}/gu;

/**
 * Strength meter (spec 000 §5). A password that fails the base rule scores 0. Passing it scores 1,
 * then one point each for an uppercase letter, a second digit, a special character and a second
 * special character. That is five criteria for four steps, so the score is capped at 4: any two
 * extras already make a password "strong", three or more "very strong".
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!isValidPassword(password)) return 0;
  const digits = password.match(DIGIT)?.length ?? 0;
  const specials = password.match(SPECIAL)?.length ?? 0;
  const extras = [UPPERCASE.test(password), digits >= 2, specials >= 1, specials >= 2].filter(Boolean).length;
  return Math.min(4, 1 + extras) as PasswordStrength;
}

export const passwordStrengthLabel = (password: string): PasswordStrengthLabel =>
  PASSWORD_STRENGTH_LABELS[passwordStrength(password)];

/** Kept beside the pattern so that the two never disagree. */
export const PASSWORD_RULE = { minLength: PASSWORD_MIN_LENGTH, pattern: PASSWORD_PATTERN } as const;
