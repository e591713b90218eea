import { createAccountError, httpError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { mapLoginFailure } from './loginFailure';

describe('mapLoginFailure', () => {
  it('gives the wrong combination for a refused login, whatever its text', () => {
    expect(mapLoginFailure(httpError(401, { message: 'Invalid email or password' }))).toEqual({ key: 'account:login.wrong_combination' });
  });

  it('puts a refused email parameter on the email field', () => {
    expect(mapLoginFailure(httpError(400, { message: 'invalid param email', errors: { email: 'invalid param email' } }))).toEqual({
      field: 'email',
      key: 'account:login.wrong_email',
    });
  });

  it('gives the wrong combination for anything else', () => {
    expect(mapLoginFailure(createAccountError('authenticate_failed'))).toEqual({ key: 'account:login.wrong_combination' });
    expect(mapLoginFailure(httpError(429, { message: 'Too many attempts, try again later' }))).toEqual({ key: 'account:login.wrong_combination' });
  });
});
