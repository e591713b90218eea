import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_SECONDS } from '../app';
import { PASSWORD, PUBLISHER_ID, providerError, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
let viewer: { jwt: string; customerId: string; refreshToken: string };
beforeEach(async () => {
  sandbox = await testSandbox();
  viewer = await sandbox.signUp('viewer@example.org');
});
afterEach(() => sandbox.app.close());

const requestReset = (email = 'viewer@example.org') =>
  sandbox.call('PUT', '/customers/passwords', { customerEmail: email, publisherId: PUBLISHER_ID, resetUrl: 'https://tv.example.org/?u=edit-password' });
const lastMail = async () => {
  const { json } = await sandbox.call('GET', '/_sandbox/outbox?email=viewer@example.org');
  return json.responseData.items.at(-1) as { to: string; kind: string; resetPasswordToken: string; link: string } | undefined;
};
const change = (body: Record<string, unknown>) => sandbox.call('PATCH', '/customers/passwords', { customerEmail: 'viewer@example.org', publisherId: PUBLISHER_ID, ...body });

describe('password reset', () => {
  it('mails a link with the token, and the token sets a new password once', async () => {
    expect(await requestReset()).toEqual({ status: 200, json: { responseData: { success: true }, errors: [] } });
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: 'viewer@example.org', kind: 'password-reset' });
    expect(new URL(mail!.link).searchParams.get('resetPasswordToken')).toBe(mail!.resetPasswordToken);
    expect(new URL(mail!.link).searchParams.get('u')).toBe('edit-password');

    expect((await change({ resetPasswordToken: mail!.resetPasswordToken, newPassword: 'another123' })).status).toBe(200);
    expect((await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: 'another123', publisherId: PUBLISHER_ID })).status).toBe(200);
    expect((await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: PASSWORD, publisherId: PUBLISHER_ID })).status).toBe(401);
    // Spent, and the old sessions are ended.
    expect((await change({ resetPasswordToken: mail!.resetPasswordToken, newPassword: 'third1234' })).json).toEqual(providerError('resetPasswordToken is not valid'));
    expect((await sandbox.call('POST', '/auths/refresh_token', { refreshToken: viewer.refreshToken })).status).toBe(401);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    expect((await requestReset('nobody@example.org')).status).toBe(200);
    const { json } = await sandbox.call('GET', '/_sandbox/outbox');
    expect(json.responseData.items).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    expect((await requestReset('nobody')).json).toEqual(providerError('Invalid param customerEmail'));
  });

  it('refuses a token after an hour on the clock', async () => {
    await requestReset();
    const mail = await lastMail();
    sandbox.clock.advance(RESET_TOKEN_TTL_SECONDS * 1000);
    const { status, json } = await change({ resetPasswordToken: mail!.resetPasswordToken, newPassword: 'another123' });
    expect(status).toBe(422);
    expect(json).toEqual(providerError('resetPasswordToken is not valid'));
  });

  it.each([
    [{ resetPasswordToken: 'made-up', newPassword: 'another123' }, 'resetPasswordToken is not valid'],
    [{ newPassword: 'weak' }, 'Invalid param password'],
    [{ newPassword: 'another123', newPasswordConfirmation: 'other1234' }, 'Invalid param newPasswordConfirmation'],
    [{ customerEmail: 'other@example.org', newPassword: 'another123' }, 'resetPasswordToken is not valid'],
  ])('refuses %j (422)', async (body, message) => {
    await requestReset();
    const mail = await lastMail();
    const { status, json } = await change({ resetPasswordToken: mail!.resetPasswordToken, ...body });
    expect(status).toBe(422);
    expect(json).toEqual(providerError(message));
  });
});
