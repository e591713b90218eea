import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import { PASSWORD_RULE, isValidPassword, passwordStrength, passwordStrengthLabel } from './password';

describe('isValidPassword (lowercase + digit + 8 characters)', () => {
  it.each([
    ['abcdefg1', true],
    ['abcdef1', false],
    ['ABCDEFG1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['pass word 1', true],
    ['a1' + 'x'.repeat(62), true],
    ['a1' + 'X'.repeat(200), true],
    ['', false],
  ])('%j -> %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('agrees with the minimum length constant', () => {
    expect(PASSWORD_RULE.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(isValidPassword('a1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x'))).toBe(false);
    expect(isValidPassword('a1'.padEnd(PASSWORD_MIN_LENGTH, 'x'))).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['short1', 0, 'invalid'],
    ['NOLOWER123', 0, 'invalid'],
    ['abcdefg1', 1, 'weak'],
    ['Abcdefg1', 2, 'fair'],
    ['abcdef12', 2, 'fair'],
    ['abcdefg1!', 2, 'fair'],
    ['abcdef1!?', 3, 'strong'],
    ['Abcdef12', 3, 'strong'],
    ['Abcdef12!', 4, 'very strong'],
    ['Abcdef12!?', 4, 'very strong (5 criteria capped)'],
    ['abcdef12!?', 4, 'very strong'],
    ['a1' + 'x'.repeat(70), 1, 'weak however long'],
  ])('%j scores %i (%s)', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('names each score', () => {
    expect(['x', 'abcdefg1', 'Abcdefg1', 'Abcdef12', 'Abcdef12!'].map(passwordStrengthLabel)).toEqual([
      'invalid',
      'weak',
      'fair',
      'strong',
      'very_strong',
    ]);
  });
});
