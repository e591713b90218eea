import { PASSWORD_PATTERN } from '@ott/common';
import { isCommonPassword } from './commonPasswords';

/** Long passphrases are welcome; the bound only keeps a request from hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;

export const PASSWORD_PROBLEMS = {
  rule: 'at least 8 characters with a lowercase letter and a digit',
  tooLong: `${PASSWORD_MAX_LENGTH} characters at most`,
  common: 'this password is too common',
} as const;

/**
 * What is wrong with a new password (registration, reset), or undefined when it is fine: the
 * spec's rule `^(?=.*[a-z])(?=.*[0-9]).{8,}$` (000 §5), at most 1024 characters, and not in the
 * common-password list. Login does not apply these: it only compares.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_PROBLEMS.tooLong;
  if (!PASSWORD_PATTERN.test(password)) return PASSWORD_PROBLEMS.rule;
  if (isCommonPassword(password)) return PASSWORD_PROBLEMS.common;
  return undefined;
}
