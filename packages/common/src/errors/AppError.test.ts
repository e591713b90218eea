import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './AppError';

describe('AppError', () => {
  it('carries code, translation key, details and cause', () => {
    const cause = new Error('inner');
    const error = new AppError('Failed', { code: 404, translationKey: 'error:x', details: { a: 1 }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect([error.message, error.code, error.translationKey, error.details, error.cause]).toEqual(['Failed', 404, 'error:x', { a: 1 }, cause]);
  });

  it('defaults details to an empty object and recognises foreign errors', () => {
    const error = new AppError('x', { code: 'c' });
    expect(error.details).toEqual({});
    expect(error.translationKey).toBeUndefined();
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
