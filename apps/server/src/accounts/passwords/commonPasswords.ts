import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_PATTERN } from '@ott/common';

let common: ReadonlySet<string> | undefined;

/**
 * The common-password list of zxcvbn-ts (about 49,000 leaked passwords), lowercased. Only the
 * entries that could pass the password rule are kept: a password that fails the rule is refused
 * before this list is asked. Built on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()).filter((password) => PASSWORD_PATTERN.test(password)));
  return common;
}

/** Case-insensitive: "Password1" is as common as "password1". */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());
