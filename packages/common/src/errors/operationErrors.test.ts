import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { createAppError } from './catalogue';
import { billingReplyError, httpError } from './httpErrors';
import { failingAs, operationError } from './operationErrors';

describe('operationError', () => {
  it.each([
    ['a refusal with a message', httpError(422, { message: 'Invalid param email' }), { code: 422, message: 'Invalid param email' }],
    ['a billing errors list', billingReplyError({ errors: ['Customer already exists.'] }, 200), { code: 'provider_error', message: 'Customer already exists.' }],
    ['a refusal without message', httpError(502, '<html>Bad gateway</html>'), { code: 502, message: 'Failed to authenticate user', translationKey: 'account:login.wrong_combination' }],
    ['no network', createAppError('network_error'), { code: 'network_error' }],
    ['no session', createAppError('not_logged_in'), { code: 'not_logged_in' }],
  ])('%s', (_case, error, raised) => {
    expect(operationError('authenticate_failed', error)).toMatchObject(raised);
  });

  it('failingAs raises the same, and passes results through', async () => {
    await expect(failingAs('fetch_user_failed', async () => 7)).resolves.toBe(7);
    const failure = await failingAs('fetch_user_failed', async () => Promise.reject(httpError(500))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 500, message: 'Failed to fetch user data' });
  });
});
