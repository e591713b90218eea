import { describe, expect, it } from 'vitest';
import { movableClock } from '../../src/testing';
import { DIALECTS, newEmail, PASSWORD, queryRows, T0, useAccountServer } from './helpers';

const RESET_URL = 'http://localhost:5173/?u=reset-password';

describe.each(DIALECTS)('password reset through the outbox (%s)', (dialect) => {
  const clock = movableClock(T0);
  const { server, api } = useAccountServer(() => ({ dialect, clock }));

  const ask = async (email: string): Promise<string> => {
    expect((await api().post('/customers/forgot-password', { email, resetUrl: RESET_URL })).status).toBe(204);
    const mail = server().outbox.latest(email);
    expect(mail).toBeDefined();
    const link = new URL(mail!.link!);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/');
    expect(link.searchParams.get('u')).toBe('reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail!.text).toContain(mail!.link);
    return link.searchParams.get('resetPasswordToken')!;
  };

  it('the link of the mail sets a new password, once', async () => {
    const { email } = await api().register();
    const token = await ask(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api().post('/customers/reset-password', { token, password: 'new-passphrase-1' })).status).toBe(204);
    expect((await api().post('/customers/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await api().post('/customers/login', { email, password: 'new-passphrase-1' })).status).toBe(200);
    const again = await api().post('/customers/reset-password', { token, password: 'newer-passphrase-2' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'resetPasswordToken is not valid', code: 400 });
  });

  it('stores only the SHA-256 of the token', async () => {
    const { email } = await api().register();
    const token = await ask(email);
    const rows = await queryRows<{ token_hash: string }>(server(), 'select token_hash from password_resets');
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('expires after 10 minutes (moved clock)', async () => {
    const { email } = await api().register();
    const token = await ask(email);
    clock.advance(10 * 60_000);
    expect((await api().post('/customers/reset-password', { token, password: 'new-passphrase-3' })).body.message).toBe('resetPasswordToken is not valid');
    clock.set(T0);
    const fresh = await ask(email);
    clock.advance(10 * 60_000 - 1);
    expect((await api().post('/customers/reset-password', { token: fresh, password: 'new-passphrase-3' })).status).toBe(204);
    clock.set(T0);
  });

  it("using one link voids the user's other pending links", async () => {
    const { email } = await api().register();
    const first = await ask(email);
    const second = await ask(email);
    expect(first).not.toBe(second);
    expect((await api().post('/customers/reset-password', { token: second, password: 'new-passphrase-4' })).status).toBe(204);
    expect((await api().post('/customers/reset-password', { token: first, password: 'new-passphrase-5' })).status).toBe(400);
  });

  it('checks the new password before the token, and keeps the token when the password is refused', async () => {
    const { email } = await api().register();
    const token = await ask(email);
    const weak = await api().post('/customers/reset-password', { token, password: 'password1' });
    expect(weak.body).toEqual({ message: 'invalid param password: this password is too common', code: 400, errors: { password: 'invalid param password: this password is too common' } });
    expect((await api().post('/customers/reset-password', { token, password: 'good-passphrase-6' })).status).toBe(204);
  });

  it('sends nothing for an unknown email (and still answers 204)', async () => {
    const nobody = newEmail('nobody');
    expect((await api().post('/customers/forgot-password', { email: nobody, resetUrl: RESET_URL })).status).toBe(204);
    expect(server().outbox.mails(nobody)).toEqual([]);
  });

  it('of two concurrent uses of one link, exactly one succeeds', async () => {
    const { email } = await api().register();
    const token = await ask(email);
    const replies = await Promise.all([
      api().post('/customers/reset-password', { token, password: 'concurrent-pass-7' }),
      api().post('/customers/reset-password', { token, password: 'concurrent-pass-8' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 400]);
  });

  it.each([
    [{}, { token: 'invalid param token: required', password: 'invalid param password: required' }],
    [{ token: 42, password: 'x' }, { token: 'invalid param token: must be a string', password: 'invalid param password: at least 8 characters with a lowercase letter and a digit' }],
    [{ token: 'x'.repeat(513), password: 'good-passphrase-9' }, { token: 'invalid param token: 512 characters at most' }],
  ])('refuses %j with field errors', async (body, errors) => {
    expect((await api().post('/customers/reset-password', body)).body).toEqual({ message: Object.values(errors)[0], code: 400, errors });
  });
});
