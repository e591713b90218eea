import { AppError, createAppError, httpError, mapLoginError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { failingAs, loginRefusedError, operationError } from './operationErrors';

describe('operationError', () => {
  it('an error reply with a server message is raised as it is', () => {
    const error = httpError(409, { message: 'user already exists', code: 409 });
    expect(operationError('create_account_failed', error)).toBe(error);
  });

  it.each([
    [500, undefined],
    [502, '<html>Bad gateway</html>'],
    [503, {}],
  ])('an error reply %i without a message gets the operation message, keeping the status as code', (status, body) => {
    const error = httpError(status, body);
    const raised = operationError('fetch_user_failed', error) as AppError;
    expect(raised).toBeInstanceOf(AppError);
    expect(raised).toMatchObject({ message: 'Failed to fetch user data', code: status, translationKey: 'error:unknown_error', cause: error });
    expect(raised.details).toMatchObject({ status });
  });

  it.each([
    ['no session', createAppError('not_logged_in')],
    ['a network failure', createAppError('network_error')],
    ['a malformed reply', createAppError('invalid_reply', { params: { reason: 'unexpected shape' } })],
    ['a foreign error', new TypeError('boom')],
  ])('%s is raised unchanged', (_name, error) => {
    expect(operationError('update_user_failed', error)).toBe(error);
  });

  it('failingAs passes results through and converts failures', async () => {
    await expect(failingAs('generate_code_failed', async () => 'ok')).resolves.toBe('ok');
    await expect(failingAs('generate_code_failed', () => Promise.reject(httpError(500)))).rejects.toMatchObject({ message: 'Failed to generate code', code: 500 });
  });
});

describe('loginRefusedError', () => {
  it('a 401 becomes "Failed to authenticate user" (wrong combination) with the server text set aside', () => {
    const raised = loginRefusedError(httpError(401, { message: 'Invalid email or password', code: 401 })) as AppError;
    expect(raised).toMatchObject({ message: 'Failed to authenticate user', code: 401, translationKey: 'account:login.wrong_combination' });
    expect(raised.details.serverMessage).toBe('Invalid email or password');
    expect(mapLoginError(raised)).toEqual({ key: 'account:login.wrong_combination' });
  });

  it('anything else is left alone', () => {
    const invalidEmail = httpError(400, { message: 'invalid param email', code: 400 });
    expect(loginRefusedError(invalidEmail)).toBe(invalidEmail);
    const generic = loginRefusedError(httpError(401)) as AppError;
    expect(generic.details.serverMessage).toBeUndefined();
  });
});
