import { customerSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../src/testing';
import { DIALECTS, newEmail, PASSWORD, T0, useAccountServer } from './helpers';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const T0_SECONDS = T0 / 1000;
const WEEK = 7 * 24 * 3600;

/** The user JSON of the contract, exactly: no other field (no hash, no internal column). */
const expectUser = (user: unknown, email: string, extra: Record<string, unknown> = {}): void => {
  expect(user).toEqual({
    id: expect.stringMatching(UUID),
    email,
    firstName: '',
    lastName: '',
    fullName: '',
    regDate: new Date(T0).toISOString(),
    metadata: { terms: true, has_password: true },
    ...extra,
  });
  expect(customerSchema.safeParse(user).success).toBe(true);
};

describe.each(DIALECTS)('account API shapes (%s)', (dialect) => {
  const clock = movableClock(T0);
  const { api } = useAccountServer(() => ({ dialect, clock }));

  it('POST /customers registers, signs in and answers 201 { token, exp, user }', async () => {
    const email = newEmail();
    const reply = await api().post('/customers', { email: `  ${email.toUpperCase()} `, password: PASSWORD, terms: true, extra: 'ignored' });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(['exp', 'token', 'user']);
    expect(reply.body.token).toMatch(JWT);
    expect(reply.body.exp).toBe(T0_SECONDS + WEEK);
    expectUser(reply.body.user, email);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('POST /customers/login answers 200 { token, exp, user }, whatever the case of the email', async () => {
    const { email, user } = await api().register();
    const reply = await api().post('/customers/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['exp', 'token', 'user']);
    expect(reply.body.exp).toBe(T0_SECONDS + WEEK);
    expect(reply.body.user).toEqual(user);
  });

  it('GET /customers/me answers the user', async () => {
    const { token, email } = await api().register();
    const reply = await api().get('/customers/me', token);
    expect(reply.status).toBe(200);
    expectUser(reply.body, email);
  });

  it('PATCH /customers/{id} changes names and merges metadata, answering the user', async () => {
    const { token, email, user } = await api().register();
    const first = await api().patch(`/customers/${user.id}`, { firstName: 'Ada', lastName: 'Lovelace', metadata: { newsletter: true, plan: 'b' } }, token);
    expect(first.status).toBe(200);
    expectUser(first.body, email, { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', metadata: { terms: true, has_password: true, newsletter: true, plan: 'b' } });
    // Only what is sent changes; the server's own metadata keys cannot be overwritten.
    const second = await api().patch(`/customers/${user.id}`, { lastName: '', metadata: { plan: 3, terms: false, has_password: false } }, token);
    expect(second.body).toMatchObject({ firstName: 'Ada', lastName: '', fullName: 'Ada', metadata: { terms: true, has_password: true, newsletter: true, plan: 3 } });
    expect((await api().get('/customers/me', token)).body).toEqual(second.body);
    expect((await api().patch(`/customers/${user.id}`, {}, token)).body).toEqual(second.body);
  });

  it('POST /customers/refresh-token answers 200 { refreshedToken, exp }', async () => {
    const { token } = await api().register();
    clock.advance(60_000);
    const reply = await api().post('/customers/refresh-token', undefined, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ refreshedToken: expect.stringMatching(JWT), exp: T0_SECONDS + 60 + WEEK });
    expect(reply.body.refreshedToken).not.toBe(token);
    // An empty JSON body is no body.
    const empty = await api().request('POST', '/customers/refresh-token', { token, rawBody: '' , headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(200);
    clock.set(T0);
  });

  it('POST /customers/forgot-password answers 204 with no body, known email or not', async () => {
    const { email } = await api().register();
    for (const who of [email, newEmail('nobody')]) {
      const reply = await api().post('/customers/forgot-password', { email: who, resetUrl: 'http://localhost:5173/?u=reset-password' });
      expect(reply.status).toBe(204);
      expect(reply.text).toBe('');
    }
  });

  it('POST /customers/reset-password answers 204', async () => {
    const { email } = await api().register();
    await api().post('/customers/forgot-password', { email, resetUrl: 'http://localhost:5173/' });
    const outbox = await api().get(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const token = new URL(outbox.body.mails[0].link).searchParams.get('resetPasswordToken');
    const reply = await api().post('/customers/reset-password', { token, password: 'a-new-passphrase-7' });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
  });

  it('GET /dev/outbox answers { mails: [{ to, subject, text, link, sentAt }] } newest first', async () => {
    const { email } = await api().register();
    await api().post('/customers/forgot-password', { email, resetUrl: 'http://localhost:5173/first' });
    clock.advance(1000);
    await api().post('/customers/forgot-password', { email, resetUrl: 'http://localhost:5173/second' });
    clock.set(T0);
    const reply = await api().get(`/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(reply.status).toBe(200);
    expect(reply.body.mails).toHaveLength(2);
    expect(reply.body.mails[0]).toEqual({ to: email, subject: 'Reset your password', text: expect.stringContaining(reply.body.mails[0].link), link: expect.stringMatching(/^http:\/\/localhost:5173\/second\?resetPasswordToken=[A-Za-z0-9_-]{43}&email=/), sentAt: new Date(T0 + 1000).toISOString() });
    expect(reply.body.mails[1].link).toMatch(/\/first\?/);
    expect((await api().get('/dev/outbox')).body.mails.length).toBeGreaterThanOrEqual(2);
  });

  it('history: GET { docs } newest first, POST upserts { mediaId, progress, updatedAt }, DELETE 204', async () => {
    const { token } = await api().register();
    expect((await api().get('/history', token)).body).toEqual({ docs: [] });
    const saved = await api().post('/history', { mediaId: 'mvLngTde', progress: 0.25 }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ mediaId: 'mvLngTde', progress: 0.25, updatedAt: new Date(T0).toISOString() });
    clock.advance(1000);
    await api().post('/history', { mediaId: 'other_1', progress: 1 }, token);
    clock.advance(1000);
    const updated = await api().post('/history', { mediaId: 'mvLngTde', progress: 0.123456789 }, token);
    expect(updated.body.updatedAt).toMatch(ISO);
    expect((await api().get('/history', token)).body).toEqual({
      docs: [
        { mediaId: 'mvLngTde', progress: 0.123456789, updatedAt: new Date(T0 + 2000).toISOString() },
        { mediaId: 'other_1', progress: 1, updatedAt: new Date(T0 + 1000).toISOString() },
      ],
    });
    const removed = await api().delete('/history/other_1', token);
    expect([removed.status, removed.text]).toEqual([204, '']);
    expect((await api().get('/history', token)).body.docs.map((doc: { mediaId: string }) => doc.mediaId)).toEqual(['mvLngTde']);
    clock.set(T0);
  });

  it('favorites: GET { docs } newest first, POST { mediaId, createdAt } idempotent, DELETE 204 even when absent', async () => {
    const { token } = await api().register();
    expect((await api().get('/favorites', token)).body).toEqual({ docs: [] });
    const added = await api().post('/favorites', { mediaId: 'fav-1' }, token);
    expect([added.status, added.body]).toEqual([200, { mediaId: 'fav-1', createdAt: new Date(T0).toISOString() }]);
    clock.advance(5000);
    expect((await api().post('/favorites', { mediaId: 'fav-1' }, token)).body).toEqual(added.body);
    await api().post('/favorites', { mediaId: 'fav-2' }, token);
    expect((await api().get('/favorites', token)).body).toEqual({
      docs: [
        { mediaId: 'fav-2', createdAt: new Date(T0 + 5000).toISOString() },
        { mediaId: 'fav-1', createdAt: new Date(T0).toISOString() },
      ],
    });
    expect((await api().delete('/favorites/fav-1', token)).status).toBe(204);
    expect((await api().delete('/favorites/fav-1', token)).status).toBe(204);
    expect((await api().get('/favorites', token)).body.docs).toEqual([{ mediaId: 'fav-2', createdAt: new Date(T0 + 5000).toISOString() }]);
    clock.set(T0);
  });

  it('device flow: generate { code, expiresAt, interval }, authorize 204, check { status } then the token once', async () => {
    const { token, user } = await api().register();
    const generated = await api().post('/device-flow/generate', { deviceId: 'tv-1', deviceName: 'Living room', configId: 'demoauth' });
    expect(generated.status).toBe(200);
    expect(generated.body).toEqual({ code: expect.stringMatching(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/), expiresAt: T0 + 600_000, interval: 5 });
    const check = (): Promise<{ status: number; body: Record<string, unknown> }> => api().get(`/device-flow/check?code=${generated.body.code}&deviceId=tv-1`);
    expect(await check()).toMatchObject({ status: 200, body: { status: 'pending' } });
    const authorized = await api().post('/device-flow/authorize', { code: generated.body.code }, token);
    expect([authorized.status, authorized.text]).toEqual([204, '']);
    const collected = await check();
    expect(collected.status).toBe(200);
    expect(collected.body).toEqual({ status: 'authorized', token: expect.stringMatching(JWT), exp: T0_SECONDS + WEEK, user });
    expect((await api().get('/customers/me', collected.body['token'] as string)).body).toEqual(user);
    expect(await check()).toEqual(expect.objectContaining({ status: 410, body: { status: 'expired', message: 'code is not valid', code: 410 } }));
  });

  describe('errors: { message, code, errors? }', () => {
    it('400 lists every field, the message being the first field', async () => {
      const reply = await api().post('/customers', { email: 'not an email', password: 'short', terms: false });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'invalid param email: must be a valid email address',
        code: 400,
        errors: {
          email: 'invalid param email: must be a valid email address',
          password: 'invalid param password: at least 8 characters with a lowercase letter and a digit',
          terms: 'invalid param terms: the terms must be accepted',
        },
      });
    });

    it.each([
      ['a missing body', undefined, { email: 'invalid param email: required', password: 'invalid param password: required', terms: 'invalid param terms: the terms must be accepted' }],
      ['a JSON array', [1, 2], { email: 'invalid param email: required', password: 'invalid param password: required', terms: 'invalid param terms: the terms must be accepted' }],
      ['wrong types', { email: ['a@b.co'], password: 12345678, terms: 'true' }, { email: 'invalid param email: must be a string', password: 'invalid param password: must be a string', terms: 'invalid param terms: the terms must be accepted' }],
      ['a common password', { email: 'x@example.org', password: 'Password1', terms: true }, { password: 'invalid param password: this password is too common' }],
      ['a password too long', { email: 'x@example.org', password: `a1${'b'.repeat(1023)}`, terms: true }, { password: 'invalid param password: 1024 characters at most' }],
      ['an email too long', { email: `${'a'.repeat(250)}@b.co`, password: PASSWORD, terms: true }, { email: 'invalid param email: 254 characters at most' }],
    ])('registration with %s', async (_label, body, errors) => {
      const reply = await api().post('/customers', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: Object.values(errors)[0], code: 400, errors });
    });

    it('401 for a failed login, the same for an unknown email and a wrong password', async () => {
      const { email } = await api().register();
      const wrong = await api().post('/customers/login', { email, password: 'not-the-password-1' });
      const unknown = await api().post('/customers/login', { email: newEmail('ghost'), password: PASSWORD });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 401 });
      expect([unknown.status, unknown.text]).toEqual([wrong.status, wrong.text]);
    });

    it.each([
      ['GET', '/customers/me'],
      ['PATCH', '/customers/someone'],
      ['POST', '/customers/refresh-token'],
      ['GET', '/history'],
      ['POST', '/history'],
      ['DELETE', '/history/abc'],
      ['GET', '/favorites'],
      ['POST', '/favorites'],
      ['DELETE', '/favorites/abc'],
      ['POST', '/device-flow/authorize'],
    ])('401 "Not logged in" for %s %s without a bearer token', async (method, path) => {
      const reply = await api().request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Not logged in', code: 401 });
    });

    it('403 "Forbidden" on another user, 409 on a taken email, 404 on an unknown route', async () => {
      const a = await api().register();
      const b = await api().register();
      expect((await api().patch(`/customers/${b.user.id}`, { firstName: 'x' }, a.token)).body).toEqual({ message: 'Forbidden', code: 403 });
      expect((await api().post('/customers', { email: a.email.toUpperCase(), password: PASSWORD, terms: true })).body).toEqual({ message: 'user already exists', code: 409 });
      const unknown = await api().get('/nothing-here');
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found', code: 404 }]);
    });

    it('400 for malformed JSON, 413 only past 1 MiB', async () => {
      const malformed = await api().request('POST', '/customers/login', { rawBody: '{"email":' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 400, message: expect.any(String) });
      const big = await api().request('POST', '/customers/login', { rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }) });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ code: 413 });
      const justUnder = await api().request('POST', '/customers/login', { rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1000 * 1000) }) });
      expect(justUnder.body).toEqual({ message: 'invalid param password: 1024 characters at most', code: 400, errors: { password: 'invalid param password: 1024 characters at most' } });
    });
  });

  it('CORS: any origin, the methods and headers of the contract, no credentials', async () => {
    const preflight = await fetch(`${api().apiUrl}/customers/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://tv.example.org', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const simple = await fetch(`${api().apiUrl}/favorites`, { headers: { origin: 'https://tv.example.org' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('*');
  });
});
