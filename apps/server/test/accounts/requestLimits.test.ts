import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS, type RequestLimitName } from '../../src/accounts/rateLimit/RequestLimits';
import { FORGOT_PASSWORD_REPLY_MS } from '../../src/accounts/routes/customerRoutes';
import { buildServer } from '../../src/server';
import { FIXTURE_CATALOG, fixture } from '../helpers';
import { newEmail, PASSWORD } from './helpers';

/** Every limit lowered to 2 requests a minute, so that the third gets 429. */
const LOW = Object.fromEntries(Object.keys(DEFAULT_REQUEST_LIMITS).map((name) => [name, { limit: 2, windowSeconds: 60 }])) as Record<RequestLimitName, { limit: number; windowSeconds: number }>;

const app = buildServer({
  catalogDir: FIXTURE_CATALOG,
  catalog: fixture(),
  accounts: { passwordHashCost: 'test', devOutbox: true, requestLimits: LOW, rateLimit: { perAccount: 3, perAddress: 50, windowSeconds: 60 } },
});
beforeAll(() => app.ready());
afterAll(() => app.close());

const send = (method: 'GET' | 'POST', url: string, options: { from: string; body?: Record<string, unknown>; token?: string }): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: options.from,
    headers: { host: '127.0.0.1:8080', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  });

const register = async (from: string): Promise<{ email: string; token: string }> => {
  const email = newEmail('limits');
  const reply = await send('POST', '/customers', { from, body: { email, password: PASSWORD, terms: true } });
  expect(reply.statusCode).toBe(201);
  return { email, token: (reply.json() as { token: string }).token };
};

describe('limits of the routes anyone can call (issue 21)', () => {
  const resetUrl = 'http://127.0.0.1:5173/?u=reset-password';
  const ROUTES: ReadonlyArray<[string, (from: string, index: number) => Promise<LightMyRequestResponse>]> = [
    ['registration', (from) => send('POST', '/customers', { from, body: { email: newEmail('flood'), password: PASSWORD, terms: true } })],
    ['forgot-password, per address', (from) => send('POST', '/customers/forgot-password', { from, body: { email: newEmail('nobody'), resetUrl } })],
    ['reset-password (token guesses)', (from, i) => send('POST', '/customers/reset-password', { from, body: { token: `guess-${i}-token-guess-token`, password: 'a-new-password-77' } })],
    ['device code generation', (from, i) => send('POST', '/device-flow/generate', { from, body: { deviceId: `tv-${i}`, deviceName: 'TV', configId: '' } })],
    ['captcha challenges', (from) => send('GET', '/captcha/challenge?siteKey=demo-key', { from })],
    ['device code checks (code guesses)', (from, i) => send('GET', `/device-flow/check?code=GUESS${i}&deviceId=tv-1`, { from })],
    ['viewer-token exchange (Cognito-style variant)', (from, i) => send('POST', '/cognito/exchange-token', { from, body: { credentials: { token: `not-a-provider-token-${i}` } } })],
  ];

  it.each(ROUTES)('%s: the third request from one address in the window gets 429 with Retry-After; another address goes on', async (_name, call) => {
    const from = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const first = [await call(from, 1), await call(from, 2)];
    for (const reply of first) expect(reply.statusCode).not.toBe(429);
    const limited = await call(from, 3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts, try again later', code: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('203.0.113.200', 4)).statusCode).not.toBe(429);
  });

  it('forgot-password: three mails an hour at most to one email, from any address', async () => {
    const email = newEmail('mailbomb');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('POST', '/customers/forgot-password', { from: `192.0.2.${i + 10}`, body: { email, resetUrl } })).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
  });

  it('device authorize: code guesses by one signed-in user are limited, wherever they come from', async () => {
    const { token } = await register('192.0.2.50');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('POST', '/device-flow/authorize', { from: `192.0.2.${60 + i}`, token, body: { code: `NOPE${i}` } })).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('forgot-password answers a known and an unknown email after the same time', async () => {
    const { email } = await register('192.0.2.70');
    const timed = async (address: string, from: string): Promise<number> => {
      const started = performance.now();
      expect((await send('POST', '/customers/forgot-password', { from, body: { email: address, resetUrl } })).statusCode).toBe(204);
      return performance.now() - started;
    };
    const known = await timed(email, '192.0.2.71');
    const unknown = await timed(newEmail('ghost'), '192.0.2.72');
    expect(known).toBeGreaterThanOrEqual(FORGOT_PASSWORD_REPLY_MS - 1);
    expect(unknown).toBeGreaterThanOrEqual(FORGOT_PASSWORD_REPLY_MS - 1);
  });
});

describe('login lockout cannot lock the owner out (issue 21)', () => {
  it('an attacker is locked out after the failures from their address; the owner with the right password signs in from another', async () => {
    const { email } = await register('192.0.2.80');
    const attacker = '203.0.113.66';
    for (let i = 0; i < 3; i++) expect((await send('POST', '/customers/login', { from: attacker, body: { email, password: `wrong-password-${i}` } })).statusCode).toBe(401);
    expect((await send('POST', '/customers/login', { from: attacker, body: { email, password: PASSWORD } })).statusCode).toBe(429);
    expect((await send('POST', '/customers/login', { from: '192.0.2.81', body: { email, password: PASSWORD } })).statusCode).toBe(200);
  });
});
