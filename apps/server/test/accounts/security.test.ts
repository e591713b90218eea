import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock, startAccountTestServer } from '../../src/testing';
import { ApiClient, DIALECTS, newEmail, PASSWORD, queryRows, T0, useAccountServer, type Registered } from './helpers';

const DAY = 24 * 3600 * 1000;

describe.each(DIALECTS)('account API security (%s)', (dialect) => {
  describe('stored password hashes', () => {
    const { server, api } = useAccountServer(() => ({ dialect }));

    it('never appear in any reply, whole or in part', async () => {
      const a = await api().register();
      const b = await api().register();
      // Every route, successes and failures alike.
      await api().post('/customers/login', { email: a.email, password: PASSWORD });
      await api().post('/customers/login', { email: a.email, password: 'wrong-password-1' });
      await api().get('/customers/me', a.token);
      await api().patch(`/customers/${a.user.id}`, { firstName: 'A', metadata: { k: 'v' } }, a.token);
      await api().patch(`/customers/${b.user.id}`, { firstName: 'A' }, a.token);
      await api().post('/customers/refresh-token', undefined, a.token);
      await api().post('/customers', { email: a.email, password: PASSWORD, terms: true });
      await api().post('/customers/forgot-password', { email: a.email, resetUrl: 'http://localhost/' });
      await api().post('/customers/reset-password', { token: 'nope', password: 'another-pass-1' });
      await api().post('/history', { mediaId: 'm1', progress: 0.5 }, a.token);
      await api().get('/history', a.token);
      await api().post('/favorites', { mediaId: 'm1' }, a.token);
      await api().get('/favorites', a.token);
      const code = (await api().post('/device-flow/generate', { deviceId: 'd', deviceName: 'n', configId: 'c' })).body.code as string;
      await api().post('/device-flow/authorize', { code }, a.token);
      await api().get(`/device-flow/check?code=${code}&deviceId=d`);
      await api().get('/dev/outbox');

      const rows = await queryRows<{ password_hash: string }>(server(), 'select password_hash from users');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      const secrets = rows.flatMap(({ password_hash: hash }) => {
        const [, , , salt, key] = hash.split('$');
        return [hash, salt!, key!, salt!.slice(0, 16), key!.slice(0, 16)];
      });
      expect(api().replies.length).toBeGreaterThan(15);
      for (const reply of api().replies) {
        for (const secret of secrets) expect(reply.text).not.toContain(secret);
        expect(reply.text).not.toMatch(/scrypt|password_hash|passwordHash/);
      }
    });
  });

  describe('user A against user B, on every bearer route', () => {
    const { api } = useAccountServer(() => ({ dialect }));
    let a: Registered;
    let b: Registered;

    it('sets up two users with their own data', async () => {
      a = await api().register(newEmail('a'));
      b = await api().register(newEmail('b'));
      await api().patch(`/customers/${b.user.id}`, { firstName: 'Bea', metadata: { secret: 'b-only' } }, b.token);
      await api().post('/favorites', { mediaId: 'b-fav' }, b.token);
      await api().post('/history', { mediaId: 'b-hist', progress: 0.5 }, b.token);
      await api().post('/favorites', { mediaId: 'a-fav' }, a.token);
    });

    it('A reads only its own profile, favorites and history', async () => {
      expect((await api().get('/customers/me', a.token)).body.id).toBe(a.user.id);
      expect((await api().get('/favorites', a.token)).body.docs.map((doc: { mediaId: string }) => doc.mediaId)).toEqual(['a-fav']);
      expect((await api().get('/history', a.token)).body.docs).toEqual([]);
      for (const reply of api().replies.slice(-3)) expect(reply.text).not.toMatch(/b-only|b-fav|b-hist|Bea/);
    });

    it('A cannot change B: PATCH /customers/{B} is 403, and B is unchanged', async () => {
      for (const body of [{ firstName: 'Mallory' }, { metadata: { secret: 'changed' } }, {}]) {
        expect((await api().patch(`/customers/${b.user.id}`, body, a.token)).status).toBe(403);
      }
      expect((await api().get('/customers/me', b.token)).body).toMatchObject({ firstName: 'Bea', metadata: { secret: 'b-only' } });
      expect((await api().patch(`/customers/${a.user.id}`, { firstName: 'Ann' }, a.token)).status).toBe(200);
    });

    it("A's writes and deletes touch only A's lists", async () => {
      expect((await api().delete('/favorites/b-fav', a.token)).status).toBe(204);
      expect((await api().delete('/history/b-hist', a.token)).status).toBe(204);
      await api().post('/favorites', { mediaId: 'b-fav' }, a.token);
      await api().post('/history', { mediaId: 'b-hist', progress: 0.9 }, a.token);
      expect((await api().get('/favorites', b.token)).body.docs.map((doc: { mediaId: string }) => doc.mediaId)).toEqual(['b-fav']);
      expect((await api().get('/history', b.token)).body.docs).toEqual([expect.objectContaining({ mediaId: 'b-hist', progress: 0.5 })]);
      expect((await api().get('/favorites', a.token)).body.docs.map((doc: { mediaId: string }) => doc.mediaId)).toEqual(['b-fav', 'a-fav']);
    });

    it("a device code authorized by A signs the device in as A; B cannot take it over", async () => {
      const { code } = (await api().post('/device-flow/generate', { deviceId: 'tv-a', deviceName: 'TV', configId: 'demoauth' })).body;
      expect((await api().post('/device-flow/authorize', { code }, a.token)).status).toBe(204);
      expect((await api().post('/device-flow/authorize', { code }, b.token)).body).toEqual({ message: 'code is not valid', code: 400 });
      expect((await api().get(`/device-flow/check?code=${code}&deviceId=tv-b`)).status).toBe(410);
      const collected = await api().get(`/device-flow/check?code=${code}&deviceId=tv-a`);
      expect(collected.body.user.id).toBe(a.user.id);
    });

    it.each([
      ['no token', () => undefined],
      ['a malformed header', () => 'garbage'],
      ["B's user id as the token", () => b.user.id],
      ['a token with alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: b.user.id, sid: 'x', iat: T0 / 1000, exp: 4e9 })}.`],
    ])('%s gets 401 on every bearer route', async (_label, token) => {
      for (const [method, path] of BEARER_ROUTES) {
        const reply = await api().request(method, path(b), { token: token(), body: method === 'GET' ? undefined : { mediaId: 'x', progress: 0.1, code: 'ABCDEFGH' } });
        expect([method, path(b), reply.status]).toEqual([method, path(b), 401]);
      }
    });
  });

  describe('tokens and sessions (moving clock)', () => {
    const clock = movableClock(T0);
    const { api } = useAccountServer(() => ({ dialect, clock, tokenTtlSeconds: 3600 }));

    it('an expired token gets 401; refresh-token gives a new token that works', async () => {
      const { token } = await api().register();
      clock.advance(3600_000);
      expect((await api().get('/customers/me', token)).body).toEqual({ message: 'Not logged in', code: 401 });
      const refreshed = await api().post('/customers/refresh-token', undefined, token);
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.exp).toBe((clock.now() + 3600_000) / 1000);
      expect((await api().get('/customers/me', refreshed.body.refreshedToken)).status).toBe(200);
      clock.set(T0);
    });

    it('a session lasts 30 days at most: tokens never outlive it, refreshing stops there', async () => {
      const { token } = await api().register();
      clock.advance(30 * DAY - 1800_000);
      const late = await api().post('/customers/refresh-token', undefined, token);
      expect(late.body.exp).toBe((T0 + 30 * DAY) / 1000);
      clock.advance(1800_000);
      expect((await api().post('/customers/refresh-token', undefined, late.body.refreshedToken)).status).toBe(401);
      expect((await api().get('/customers/me', late.body.refreshedToken)).status).toBe(401);
      clock.set(T0);
    });

    it("a password reset ends the user's sessions: old tokens and their refresh get 401", async () => {
      const user = await api().register();
      const other = await api().post('/customers/login', { email: user.email, password: PASSWORD });
      await api().post('/customers/forgot-password', { email: user.email, resetUrl: 'http://localhost/' });
      const link = (await api().get(`/dev/outbox?to=${encodeURIComponent(user.email)}`)).body.mails[0].link as string;
      const resetToken = new URL(link).searchParams.get('resetPasswordToken');
      expect((await api().post('/customers/reset-password', { token: resetToken, password: 'brand-new-pass-5' })).status).toBe(204);
      for (const token of [user.token, other.body.token]) {
        expect((await api().get('/customers/me', token)).status).toBe(401);
        expect((await api().post('/customers/refresh-token', undefined, token)).status).toBe(401);
      }
      expect((await api().post('/customers/login', { email: user.email, password: 'brand-new-pass-5' })).status).toBe(200);
    });

    it("a token signed by another server's secret gets 401", async () => {
      const other = await startAccountTestServer({ dialect: 'sqlite' });
      try {
        const foreign = await new ApiClient(other.apiUrl).register();
        expect((await api().get('/customers/me', foreign.token)).status).toBe(401);
        expect((await api().post('/customers/refresh-token', undefined, foreign.token)).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('a token whose signature was made with HS512 or over a changed payload gets 401', async () => {
      const { token } = await api().register();
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const swapped = `${header}.${b64({ ...claims, exp: 4e9 })}.${signature}`;
      const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${createHmac('sha512', 'guess').update(`x.${payload}`).digest('base64url')}`;
      for (const forged of [swapped, hs512]) expect((await api().get('/customers/me', forged)).status).toBe(401);
    });
  });

  describe('login rate limit', () => {
    const clock = movableClock(T0);
    const { api } = useAccountServer(() => ({ dialect, clock, rateLimit: { perAccount: 3, perAddress: 8, windowSeconds: 60 } }));

    it('per account: after 3 failures, 429 with Retry-After even for the right password, until the window ends', async () => {
      const { email } = await api().register();
      for (let i = 0; i < 3; i++) expect((await api().post('/customers/login', { email, password: `wrong-password-${i}` })).status).toBe(401);
      clock.advance(10_000);
      const limited = await api().post('/customers/login', { email: email.toUpperCase(), password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many attempts, try again later', code: 429 });
      expect(limited.headers.get('retry-after')).toBe('50');
      clock.advance(50_000);
      expect((await api().post('/customers/login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('per client address: after 8 attempts on any accounts, 429', async () => {
      clock.advance(61_000);
      let last = 0;
      for (let i = 0; i < 9; i++) last = (await api().post('/customers/login', { email: newEmail('spray'), password: 'guess-password-1' })).status;
      expect(last).toBe(429);
      clock.advance(61_000);
    });
  });

  describe('reset links go only to allowed sites', () => {
    const { api } = useAccountServer(() => ({ dialect, devOutbox: false, allowedResetOrigins: ['https://tv.example.org'] }));

    it.each([
      ['https://tv.example.org/?u=reset-password', 204],
      ['https://evil.example/?u=reset-password', 400],
      ['https://tv.example.org.evil.example/', 400],
      ['http://localhost:5173/', 400],
      ['not a url', 400],
    ])('%s -> %i, for a known and an unknown email alike', async (resetUrl, status) => {
      const { email } = await api().register();
      for (const who of [email, newEmail('nobody')]) {
        const reply = await api().post('/customers/forgot-password', { email: who, resetUrl });
        expect(reply.status).toBe(status);
        if (status === 400) expect(reply.body.errors).toEqual({ resetUrl: expect.stringMatching(/^invalid param resetUrl/) });
      }
    });

    it('has no dev outbox route without devOutbox', async () => {
      expect((await api().get('/dev/outbox')).status).toBe(404);
    });
  });
});

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const BEARER_ROUTES: ReadonlyArray<[string, (b: Registered) => string]> = [
  ['GET', () => '/customers/me'],
  ['PATCH', (b) => `/customers/${b.user.id}`],
  ['POST', () => '/customers/refresh-token'],
  ['GET', () => '/history'],
  ['POST', () => '/history'],
  ['DELETE', () => '/history/b-hist'],
  ['GET', () => '/favorites'],
  ['POST', () => '/favorites'],
  ['DELETE', () => '/favorites/b-fav'],
  ['POST', () => '/device-flow/authorize'],
];
