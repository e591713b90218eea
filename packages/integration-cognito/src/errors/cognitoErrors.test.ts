import { mapLoginError, mapPasswordError, mapRegistrationError, mapForgotPasswordError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { changePasswordError, confirmPasswordError, forgotPasswordError, refreshError, signInError, signUpError, authorizedCallError } from './cognitoErrors';

/** The library's error for a Cognito refusal: `name` and `code` are the exception name. */
const cognito = (name: string, message = 'Cognito says no') => Object.assign(new Error(message), { name, code: name });

describe('Cognito refusals in the catalogue (001 §8), as the screens show them', () => {
  it.each([
    ['UsernameExistsException', 'An account with the given email already exists.', { field: 'email', key: 'account:registration.user_exists' }],
    ['InvalidPasswordException', 'Password did not conform with policy: Password not long enough', { field: 'password', key: 'account:registration.invalid_password' }],
    ['InvalidParameterException', "1 validation error detected: Value at 'username' failed", { field: 'email', key: 'account:registration.field_is_not_valid_email' }],
    ['InternalErrorException', 'Boom', { key: 'account:registration.failed_to_create' }],
  ])('sign-up: %s -> %j', (name, message, shown) => {
    expect(mapRegistrationError(signUpError(cognito(name, message)))).toEqual(shown);
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'User does not exist.'],
    ['UserNotConfirmedException', 'User is not confirmed.'],
  ])('sign-in: %s is the wrong combination (no hint which field), code 401', (name, message) => {
    const error = signInError(cognito(name, message));
    expect(mapLoginError(error)).toEqual({ key: 'account:login.wrong_combination' });
    expect(error).toMatchObject({ message: 'Failed to authenticate user', code: 401 });
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', { field: 'oldPassword', key: 'account:reset.old_password_does_not_match' }],
    ['InvalidPasswordException', 'Invalid password', { field: 'oldPassword', key: 'account:reset.old_password_does_not_match' }],
    ['InvalidPasswordException', 'Password does not conform to policy', { field: 'password', key: 'account:reset.invalid_password' }],
    ['InternalErrorException', '', { text: 'Failed to change password' }],
  ])('change with the old password: %s "%s" -> %j', (name, message, shown) => {
    expect(mapPasswordError(changePasswordError(cognito(name, message)))).toEqual(shown);
  });

  it.each([
    ['CodeMismatchException', { key: 'account:reset.invalid_reset_link' }],
    ['ExpiredCodeException', { key: 'account:reset.invalid_reset_link' }],
    ['InvalidPasswordException', { field: 'password', key: 'account:reset.invalid_password' }],
  ])('reset with the mailed code: %s -> %j', (name, shown) => {
    expect(mapPasswordError(confirmPasswordError(cognito(name)))).toEqual(shown);
  });

  it('forgot password: a bad email is reset.wrong_email; too many tries keep status 429', () => {
    expect(mapForgotPasswordError(forgotPasswordError(cognito('InvalidParameterException')))).toEqual({ field: 'email', key: 'account:reset.wrong_email' });
    expect(forgotPasswordError(cognito('LimitExceededException'))).toMatchObject({ code: 429 });
  });

  it('a refused access token is a 401 (the session refreshes and retries); a refused refresh is "Not logged in"', () => {
    expect(authorizedCallError(cognito('NotAuthorizedException', 'Access Token has expired'))).toMatchObject({ code: 401 });
    expect(refreshError(cognito('NotAuthorizedException', 'Refresh Token has been revoked'))).toMatchObject({ code: 'not_logged_in', message: 'Not logged in' });
  });

  it('the library\'s network failure is the catalogue network error everywhere', () => {
    for (const map of [signInError, signUpError, changePasswordError, confirmPasswordError, forgotPasswordError, refreshError, authorizedCallError]) {
      expect(map(new Error('Network error'))).toMatchObject({ code: 'network_error' });
    }
  });
});
