import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { PASSWORD, createClient, newEmail, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();

async function resetMail(email: string) {
  const { items } = await sandbox.dev('GET', `/outbox?email=${encodeURIComponent(email)}`);
  return items.at(-1) as { to: string; kind: string; resetPasswordToken: string; link: string } | undefined;
}

describe('contract: password reset against apps/provider-sandbox', () => {
  it('request: the sandbox "mails" a reset link built on the resetUrl; change: the token sets the new password once', async () => {
    const { email } = await signedUp(sandbox);
    const client = createClient(sandbox);
    await client.account.forgotPassword({ email, resetUrl: 'https://site.example/?u=reset-password' });
    const mail = await resetMail(email);
    expect(mail).toMatchObject({ to: email, kind: 'password-reset', resetPasswordToken: expect.any(String) });
    const link = new URL(mail!.link);
    expect(link.searchParams.get('resetPasswordToken')).toBe(mail!.resetPasswordToken);
    expect(link.searchParams.get('email')).toBe(email);

    await client.account.resetPassword({ email, resetPasswordToken: mail!.resetPasswordToken, newPassword: 'changed123', newPasswordConfirmation: 'changed123' });
    await expect(createClient(sandbox).account.login({ email, password: 'changed123', referrer: '/' })).resolves.toMatchObject({ user: { email } });
    await expect(createClient(sandbox).account.login({ email, password: PASSWORD, referrer: '/' })).rejects.toThrow('Wrong email or password');

    const spent = await failureOf(() =>
      client.account.resetPassword({ email, resetPasswordToken: mail!.resetPasswordToken, newPassword: 'again1234', newPasswordConfirmation: 'again1234' }),
    );
    expect(spent.message).toBe('resetPasswordToken is not valid');
  });

  it('a request for an unknown address succeeds the same (no account probing) and mails nothing', async () => {
    const email = newEmail('nobody');
    await createClient(sandbox).account.forgotPassword({ email });
    expect(await resetMail(email)).toBeUndefined();
  });

  it('a reset token is refused after its hour, and for another address', async () => {
    const { email } = await signedUp(sandbox);
    const client = createClient(sandbox);
    await client.account.forgotPassword({ email });
    const { resetPasswordToken } = (await resetMail(email))!;
    const other = await failureOf(() => client.account.resetPassword({ email: newEmail(), resetPasswordToken, newPassword: 'changed123', newPasswordConfirmation: 'changed123' }));
    expect(other.message).toBe('resetPasswordToken is not valid');
    sandbox.clock.advance(61 * 60_000);
    const late = await failureOf(() => client.account.resetPassword({ email, resetPasswordToken, newPassword: 'changed123', newPasswordConfirmation: 'changed123' }));
    expect(late.message).toBe('resetPasswordToken is not valid');
  });

  it('a new password that breaks the password rule is refused', async () => {
    const { email } = await signedUp(sandbox);
    const client = createClient(sandbox);
    await client.account.forgotPassword({ email });
    const { resetPasswordToken } = (await resetMail(email))!;
    const weak = await failureOf(() => client.account.resetPassword({ email, resetPasswordToken, newPassword: 'weak', newPasswordConfirmation: 'weak' }));
    expect(weak.message).toBe('Invalid param password');
  });
});
