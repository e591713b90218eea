import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './AppError';
import {
  billingReplyError,
  httpError,
  isHttpError,
  nullWhenNoSubscription,
  parseJsonReply,
  readServerMessage,
  readServerMessages,
  validateReply,
} from './httpErrors';

describe('readServerMessage', () => {
  it.each([
    ['message', { message: 'Invalid param email' }, 'Invalid param email'],
    ['error string', { error: 'Unauthorized' }, 'Unauthorized'],
    ['error object', { error: { message: 'Token expired' } }, 'Token expired'],
    ['errors[0] string (billing)', { errors: ['Offer not found'], responseData: {} }, 'Offer not found'],
    ['errors[0].message', { errors: [{ code: 1, message: 'Coupon is not valid' }] }, 'Coupon is not valid'],
    ['errors[0].detail', { errors: [{ detail: 'Bad thing' }] }, 'Bad thing'],
    ['error_description', { error_description: 'invalid_grant' }, 'invalid_grant'],
    ['problem detail', { title: 'Not Found', detail: 'No such media' }, 'No such media'],
    ['errors object', { errors: { email: 'Invalid param email' } }, 'Invalid param email'],
    ['errors object of arrays', { errors: { password: ['too short'] } }, 'too short'],
    ['responseData.message', { responseData: { message: 'nested' } }, 'nested'],
    ['plain text', 'Service unavailable', 'Service unavailable'],
  ])('reads %s', (_shape, body, expected) => {
    expect(readServerMessage(body)).toBe(expected);
  });

  it.each([
    ['no body', undefined],
    ['empty object', {}],
    ['an array', ['x']],
    ['an HTML page', '<html><body>502</body></html>'],
    ['a huge text', 'x'.repeat(301)],
    ['blank message', { message: '  ' }],
    ['a number', 5],
  ])('finds nothing in %s', (_label, body) => {
    expect(readServerMessage(body)).toBeUndefined();
  });

  it('keeps every distinct message, specific ones included', () => {
    expect(readServerMessages({ message: 'Invalid data', errors: { email: 'Invalid param email', other: 'Invalid data' } })).toEqual([
      'Invalid data',
      'Invalid param email',
    ]);
  });
});

describe('httpError', () => {
  it('carries the server message and the status as code', () => {
    const error = httpError(422, { message: 'Invalid data', errors: { email: 'Invalid param email' } }, '/accounts');
    expect([error.message, error.code, error.details.url]).toEqual(['Invalid data', 422, '/accounts']);
    expect(error.details.messages).toEqual(['Invalid data', 'Invalid param email']);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error, 422)).toBe(true);
    expect(isHttpError(error, 500)).toBe(false);
  });

  it('says "Request failed with status N" when the body has no message', () => {
    const error = httpError(500, '<html></html>');
    expect([error.message, error.code, error.translationKey]).toEqual(['Request failed with status 500', 500, 'error:unknown_error']);
  });

  it('is not confused with catalogue errors', () => {
    expect(isHttpError(new AppError('x', { code: 'not_supported' }))).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});

describe('billingReplyError', () => {
  it.each([
    ['a string entry', { errors: ['Offer not found', 'second'] }, 200, 'Offer not found', 'provider_error'],
    ['an object entry', { errors: [{ message: 'Invalid coupon' }] }, 422, 'Invalid coupon', 422],
    ['an unreadable entry', { errors: [42] }, undefined, 'Unknown error', 'provider_error'],
  ])('raises the first entry of %s', (_label, body, status, message, code) => {
    const error = billingReplyError(body, status);
    expect([error?.message, error?.code]).toEqual([message, code]);
  });

  it.each([
    ['an empty list', { errors: [], responseData: {} }],
    ['no list', { responseData: {} }],
    ['a non-object', 'ok'],
    ['null', null],
  ])('raises nothing for %s', (_label, body) => {
    expect(billingReplyError(body)).toBeUndefined();
  });
});

describe('nullWhenNoSubscription', () => {
  it('turns a 402 on the access check into null', async () => {
    await expect(nullWhenNoSubscription(() => Promise.reject(httpError(402, { message: 'Payment required' })))).resolves.toBeNull();
  });

  it('passes the result through', async () => {
    await expect(nullWhenNoSubscription(() => Promise.resolve({ accessGranted: true }))).resolves.toEqual({ accessGranted: true });
  });

  it.each([[httpError(401)], [httpError(500)], [new Error('network')]])('passes other failures on: %s', async (error) => {
    await expect(nullWhenNoSubscription(() => Promise.reject(error))).rejects.toBe(error);
  });
});

describe('malformed replies', () => {
  it('raises invalid_reply for a non-JSON reply instead of a SyntaxError', () => {
    let caught: unknown;
    try {
      parseJsonReply('<html>oops</html>', '/v2/media/x');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('invalid_reply');
    expect((caught as AppError).message).toBe('Invalid reply from the server: not JSON');
    expect((caught as AppError).details.url).toBe('/v2/media/x');
  });

  it('parses JSON', () => {
    expect(parseJsonReply('{"a":1}')).toEqual({ a: 1 });
  });

  it('raises invalid_reply with the issues for a wrong shape', () => {
    const schema = z.object({ token: z.string() });
    expect(validateReply(schema, { token: 't' })).toEqual({ token: 't' });
    let caught: AppError | undefined;
    try {
      validateReply(schema, { token: 1 }, '/auths');
    } catch (error) {
      caught = error as AppError;
    }
    expect(caught?.code).toBe('invalid_reply');
    expect(caught?.message).toBe('Invalid reply from the server: unexpected shape');
    expect(caught?.details.issues).toEqual([expect.objectContaining({ path: ['token'] })]);
  });
});
