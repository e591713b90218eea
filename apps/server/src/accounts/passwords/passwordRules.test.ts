import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_PROBLEMS } from './passwordRules';

describe('new password rule', () => {
  // Spec 000 §5: ^(?=.*[a-z])(?=.*[0-9]).{8,}$, then the bound and the common-password list.
  it.each([
    ['empty', '', PASSWORD_PROBLEMS.rule],
    ['7 characters', 'abcde12', PASSWORD_PROBLEMS.rule],
    ['8 characters, lowercase and digit', 'kqzvwe37', undefined],
    ['no digit', 'abcdefghij', PASSWORD_PROBLEMS.rule],
    ['no lowercase letter', 'ABCDEFG123', PASSWORD_PROBLEMS.rule],
    ['only digits', '1234567890', PASSWORD_PROBLEMS.rule],
    ['uppercase plus lowercase plus digit', 'Kqzvwe37', undefined],
    ['special characters and spaces', 'k q-z v!37', undefined],
    ['accented lowercase does not count as a-z', 'ÉÀÜÉÀÜ12é', PASSWORD_PROBLEMS.rule],
    ['a line break (the rule matches no new line)', 'kqzv\nwe37', PASSWORD_PROBLEMS.rule],
    ['64 characters', `k7${'qz'.repeat(31)}`, undefined],
    ['200 characters', `x9 ${'passphrase '.repeat(18)}`.slice(0, 200), undefined],
    [`${PASSWORD_MAX_LENGTH} characters`, `a1${'w'.repeat(PASSWORD_MAX_LENGTH - 2)}`, undefined],
    [`${PASSWORD_MAX_LENGTH + 1} characters`, `a1${'w'.repeat(PASSWORD_MAX_LENGTH - 1)}`, PASSWORD_PROBLEMS.tooLong],
    ['a common password', 'password1', PASSWORD_PROBLEMS.common],
    ['a common password in capitals', 'PASSWORD1a'.slice(0, 9).toUpperCase().replace('D', 'd'), PASSWORD_PROBLEMS.common],
    ['another common one, mixed case', 'TrustNo1', PASSWORD_PROBLEMS.common],
    ['qwerty123', 'qwerty123', PASSWORD_PROBLEMS.common],
  ])('%s', (_label, password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it('compares common passwords case-insensitively', () => {
    expect(isCommonPassword('1qaz2wsx')).toBe(true);
    expect(isCommonPassword('1QAZ2WSX')).toBe(true);
    expect(isCommonPassword('1Qaz2Wsx')).toBe(true);
    expect(isCommonPassword('harbour-lights-42')).toBe(false);
  });
});
