import { describe, expect, it, vi } from 'vitest';
import { failureOf } from '../support/testService';
import { PASSWORD, createClient, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();
const MINUTE = 60_000;

describe('contract: session and token refresh against apps/provider-sandbox', () => {
  it('the JWT names the customer and lives 15 minutes on the sandbox clock', async () => {
    const { client, user } = await signedUp(sandbox);
    expect(client.account.session.customerId).toBe(user.id);
    expect(client.storedAuth().expires).toBe(Math.floor(sandbox.clock.now() / 1000) * 1000 + 15 * MINUTE);
  });

  it('refresh: an expired JWT is refreshed before the call; the refresh token rotates and the old one is spent', async () => {
    const { client, user } = await signedUp(sandbox);
    const before = client.storedAuth();
    sandbox.clock.advance(16 * MINUTE);
    expect((await client.account.getUser()).user.id).toBe(user.id);
    const after = client.storedAuth();
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.expires).toBeGreaterThan(before.expires);
    // Rotation: the spent refresh token is refused with the message the client logs out on.
    const spent = await failureOf(() => client.account.api.refreshToken(before.refreshToken));
    expect(spent).toMatchObject({ message: 'Refresh token is expired or does not exist', code: 401 });
  });

  it('one refresh for many callers at once (the refresh token is single use)', async () => {
    const { client } = await signedUp(sandbox);
    sandbox.clock.advance(16 * MINUTE);
    const refresh = vi.spyOn(client.account.api, 'refreshToken');
    const users = await Promise.all(Array.from({ length: 8 }, () => client.account.getUser()));
    expect(new Set(users.map(({ user }) => user.id)).size).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a JWT the sandbox refuses (401) is refreshed once and the call retried', async () => {
    // This client's clock runs 20 minutes late: it still believes the JWT valid when the sandbox says it expired.
    const { client, user } = await signedUp(sandbox, { clockLagMs: 20 * MINUTE });
    const stored = client.storedAuth();
    sandbox.clock.advance(16 * MINUTE);
    expect((await client.account.getUser()).user.id).toBe(user.id);
    expect(client.storedAuth().token).not.toBe(stored.token);
  });

  it('a refresh token the sandbox refuses ends the session and calls the expiry handler once', async () => {
    const { client, email } = await signedUp(sandbox);
    const onSessionExpired = vi.fn();
    await client.account.initialize({ onSessionExpired });
    // Another device changes the password: the sandbox ends every session (its refresh tokens).
    const other = createClient(sandbox);
    await other.account.forgotPassword({ email });
    const [mail] = (await sandbox.dev('GET', `/outbox?email=${encodeURIComponent(email)}`)).items;
    await other.account.resetPassword({ email, resetPasswordToken: mail.resetPasswordToken, newPassword: 'another123', newPasswordConfirmation: 'another123' });
    sandbox.clock.advance(16 * MINUTE);
    const error = await failureOf(() => client.account.getUser());
    expect(error.message).toBe('Refresh token is expired or does not exist');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.storedAuth()).toBeNull();
    await expect(createClient(sandbox).account.login({ email, password: PASSWORD, referrer: '/' })).rejects.toThrow('Wrong email or password');
  });

  it('a refresh token past its 100 days is refused the same way', async () => {
    const { client } = await signedUp(sandbox);
    const onSessionExpired = vi.fn();
    await client.account.initialize({ onSessionExpired });
    sandbox.clock.advance(101 * 24 * 60 * MINUTE);
    await expect(client.account.getAuthData()).rejects.toThrow('Refresh token is expired or does not exist');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(await client.account.getAuthData()).toBeNull();
  });
});
