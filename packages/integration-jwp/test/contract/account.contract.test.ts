import { mapPasswordError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/fakeJwp';
import { PASSWORD, createClient, signedUp, terms, useSandbox } from './sandbox';

const sandbox = useSandbox();

describe('contract: account (the platform under /inplayer)', () => {
  it('register fields: terms required first, the custom fields after', async () => {
    const fields = await createClient(sandbox).account.getPublisherConsents();
    expect(fields[0]).toMatchObject({ name: 'terms', type: 'checkbox', required: true });
    expect(fields.map(({ name }) => name)).toEqual(expect.arrayContaining(['nickname', 'favourite_genre']));
    expect(fields.find(({ name }) => name === 'favourite_genre')).toMatchObject({ type: 'select', isCustomRegisterField: true });
  });

  it('register with a custom register field: signed in, the answer in the metadata', async () => {
    const { client, email, user } = await signedUp(sandbox, [{ name: 'favourite_genre', version: '1', state: 'accepted', value: 'drama' }]);
    expect(user).toMatchObject({ email, uuid: expect.any(String), metadata: expect.objectContaining({ favourite_genre: 'drama' }) });
    expect(client.storedAuth()).toMatchObject({ token: expect.any(String) });
    const again = await client.account.getUser();
    expect(again.user.metadata).toMatchObject({ favourite_genre: 'drama' });
  });

  it('register refusals keep the platform message (an existing address)', async () => {
    const { email } = await signedUp(sandbox);
    const failure = await failureOf(() => createClient(sandbox).account.register({ email, password: PASSWORD, referrer: '/', consents: [terms()] }));
    expect(failure.code).toBeGreaterThanOrEqual(400);
    expect(failure.message).not.toBe('Failed to create account');
  });

  it('login, wrong password, logout', async () => {
    const { email } = await signedUp(sandbox);
    const client = createClient(sandbox);
    expect(await failureOf(() => client.account.login({ email, password: 'wrong123', referrer: '/' }))).toMatchObject({ code: expect.any(Number) });
    const { user } = await client.account.login({ email, password: PASSWORD, referrer: '/' });
    expect(user.email).toBe(email);
    await client.account.logout();
    expect(client.storedAuth()).toBeNull();
  });

  it('an expired access token is refreshed with the refresh grant', async () => {
    const { client } = await signedUp(sandbox);
    const before = client.storedAuth();
    sandbox.clock.advance(2 * 60 * 60 * 1000);
    await client.account.getUser();
    expect(client.storedAuth().token).not.toBe(before.token);
  });

  it('profile: names to full_name and the metadata', async () => {
    const { client } = await signedUp(sandbox);
    const customer = await client.account.updateCustomer({ firstName: 'Ann', lastName: 'Lee' });
    expect(customer).toMatchObject({ fullName: 'Ann Lee', firstName: 'Ann', lastName: 'Lee' });
  });

  it('change password with the old one: a wrong old password, then the right one', async () => {
    const { client, email } = await signedUp(sandbox);
    const wrong = await failureOf(() => client.account.changePasswordWithOldPassword({ oldPassword: 'notmine1', newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' }));
    expect(mapPasswordError(wrong)).toEqual({ field: 'oldPassword', key: 'account:reset.old_password_does_not_match' });
    await client.account.changePasswordWithOldPassword({ oldPassword: PASSWORD, newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' });
    await expect(createClient(sandbox).account.login({ email, password: 'newpass12', referrer: '/' })).resolves.toMatchObject({ user: { email } });
  });

  it('forgot password mails a reset link; the token sets a new password', async () => {
    const { email } = await signedUp(sandbox);
    const client = createClient(sandbox);
    await client.account.forgotPassword({ email });
    const { items } = await sandbox.dev('GET', `/outbox?email=${encodeURIComponent(email)}`);
    const mail = items.at(-1);
    expect(mail).toMatchObject({ to: email });
    await client.account.resetPassword({ resetPasswordToken: mail.resetPasswordToken, newPassword: 'reset1234', newPasswordConfirmation: 'reset1234' });
    await expect(client.account.login({ email, password: 'reset1234', referrer: '/' })).resolves.toMatchObject({ user: { email } });
  });

  it('favorites and watch history are kept with the account', async () => {
    const { client, user } = await signedUp(sandbox);
    await client.account.saveFavorites(user, [{ mediaid: 'mvRule06' }, { mediaid: 'rdOwl007' }]);
    await client.account.saveFavorites(user, [{ mediaid: 'rdOwl007' }]);
    await expect(client.account.getFavorites(user)).resolves.toEqual([{ mediaid: 'rdOwl007' }]);
    await client.account.saveWatchHistory(user, [{ mediaid: 'mvRule06', progress: 0.4 }]);
    await client.account.saveWatchHistory(user, [{ mediaid: 'mvRule06', progress: 0.6 }]);
    await expect(client.account.getWatchHistory(user)).resolves.toEqual([{ mediaid: 'mvRule06', progress: 0.6 }]);
  });

  it('export mails the account data to the dev outbox', async () => {
    const { client, email } = await signedUp(sandbox);
    await client.account.exportAccountData({ password: PASSWORD });
    const { items } = await sandbox.dev('GET', `/outbox?email=${encodeURIComponent(email)}`);
    expect(items.some((mail: { kind?: string }) => /export/i.test(mail.kind ?? ''))).toBe(true);
  });

  it('erase: a wrong password is refused as invalid credentials; then the account is gone', async () => {
    const { client, email } = await signedUp(sandbox);
    expect(await failureOf(() => client.account.deleteAccount({ password: 'wrong123' }))).toMatchObject({ message: 'Invalid credentials' });
    await client.account.deleteAccount({ password: PASSWORD });
    expect(client.storedAuth()).toBeNull();
    expect(await failureOf(() => createClient(sandbox).account.login({ email, password: PASSWORD, referrer: '/' }))).toMatchObject({ code: expect.any(Number) });
  });
});

describe('contract: consents kept in the account metadata', () => {
  it('are saved and read back with the account', async () => {
    const { client, user } = await signedUp(sandbox);
    const saved = await client.account.updateCustomerConsents(user, [terms(), { name: 'marketing', version: '1', state: 'accepted' }]);
    expect(saved.map(({ name, state }) => `${name}:${state}`)).toEqual(['terms:accepted', 'marketing:accepted']);
    const { customerConsents } = await client.account.getUser();
    expect(customerConsents).toEqual(saved);
  });
});
