import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { containsPhrase, errorMatches, firstMessageOf, messagesOf, normaliseMessage } from './phraseMatch';

describe('normaliseMessage', () => {
  it.each([
    ['Invalid param email', 'invalid param email'],
    ['invalid_param: E-Mail.', 'invalid param email'],
    ['resetPasswordToken is not valid!', 'reset password token is not valid'],
    ['  Wrong email/password   combination ', 'wrong email password combination'],
    ['MediaItem not found', 'media item not found'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseMessage(input)).toBe(expected);
  });
});

describe('containsPhrase', () => {
  it.each([
    ['Invalid param email', 'invalid param email', true],
    ['INVALID PARAM EMAIL.', 'Invalid param email', true],
    ['Error: old password does not match!', 'old password does not match', true],
    ['invalid email', 'valid email', false],
    ['Please enter a valid e-mail address', 'valid email', true],
  ])('%j contains %j: %s', (text, phrase, expected) => {
    expect(containsPhrase(text, phrase)).toBe(expected);
  });
});

describe('messagesOf', () => {
  it.each([
    ['a string', 'boom', ['boom']],
    ['an Error', new Error('boom'), ['boom']],
    ['an AppError with server messages', new AppError('Invalid data', { code: 422, details: { messages: ['Invalid param email', 3] } }), ['Invalid data', 'Invalid param email']],
    ['an AppError without messages', new AppError('x', { code: 'c' }), ['x']],
    ['a message-bearing object', { message: 'boom' }, ['boom']],
    ['anything else', 42, []],
    ['null', null, []],
  ])('reads %s', (_label, error, expected) => {
    expect(messagesOf(error)).toEqual(expected);
  });

  it('matches any text of an error and gives its first message', () => {
    const error = new AppError('Invalid data', { code: 422, details: { messages: ['Invalid param email'] } });
    expect(errorMatches(error, ['invalid param email'])).toBe(true);
    expect(errorMatches(error, ['user exists'])).toBe(false);
    expect(firstMessageOf(error)).toBe('Invalid data');
    expect(firstMessageOf(undefined)).toBeUndefined();
  });
});
