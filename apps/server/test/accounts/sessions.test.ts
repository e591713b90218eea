import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { FIXTURE_CATALOG, fixture } from '../helpers';
import { newEmail, PASSWORD } from './helpers';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts: { passwordHashCost: 'test' } });
beforeAll(() => app.ready());
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, options: { token?: string; body?: Record<string, unknown>; userAgent?: string } = {}): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { host: '127.0.0.1', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  });

async function signedInTwice(): Promise<{ email: string; laptop: string; phone: string }> {
  const email = newEmail('sessions');
  const registered = await call('POST', '/customers', { body: { email, password: PASSWORD, terms: true }, userAgent: CHROME_LINUX });
  expect(registered.statusCode).toBe(201);
  const login = await call('POST', '/customers/login', { body: { email, password: PASSWORD }, userAgent: SAFARI_IPHONE });
  expect(login.statusCode).toBe(200);
  return { email, laptop: (registered.json() as { token: string }).token, phone: (login.json() as { token: string }).token };
}

interface SessionJson {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
const sessionsOf = async (token: string): Promise<SessionJson[]> => ((await call('GET', '/sessions', { token })).json() as { sessions: SessionJson[] }).sessions;

describe('sessions (issue 21)', () => {
  it('sign-out on the server ends the session: its token gets 401 at once, the other device stays signed in', async () => {
    const { laptop, phone } = await signedInTwice();
    expect((await call('POST', '/customers/logout', { token: phone })).statusCode).toBe(204);
    expect((await call('GET', '/customers/me', { token: phone })).statusCode).toBe(401);
    expect((await call('POST', '/customers/refresh-token', { token: phone })).statusCode).toBe(401);
    expect((await call('GET', '/customers/me', { token: laptop })).statusCode).toBe(200);
  });

  it('lists the live sessions with their device and which one is this', async () => {
    const { laptop } = await signedInTwice();
    const sessions = await sessionsOf(laptop);
    expect(sessions.map(({ device, current }) => ({ device, current })).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'Chrome on Linux', current: true },
      { device: 'Safari on iPhone', current: false },
    ]);
    for (const session of sessions) expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
  });

  it('ends one chosen session, and only the caller\'s own: another user\'s id is 404', async () => {
    const { laptop, phone } = await signedInTwice();
    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.current)!;
    const stranger = await signedInTwice();
    expect((await call('DELETE', `/sessions/${phoneSession.id}`, { token: stranger.laptop })).statusCode).toBe(404);
    expect((await call('GET', '/customers/me', { token: phone })).statusCode).toBe(200);
    expect((await call('DELETE', `/sessions/${phoneSession.id}`, { token: laptop })).statusCode).toBe(204);
    expect((await call('GET', '/customers/me', { token: phone })).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it('ends every other session, keeping this one', async () => {
    const { email, laptop, phone } = await signedInTwice();
    const third = ((await call('POST', '/customers/login', { body: { email, password: PASSWORD } })).json() as { token: string }).token;
    expect((await call('DELETE', '/sessions', { token: laptop })).json()).toEqual({ ended: 2 });
    for (const token of [phone, third]) expect((await call('GET', '/customers/me', { token })).statusCode).toBe(401);
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [['GET', '/sessions'], ['DELETE', '/sessions'], ['DELETE', '/sessions/x'], ['POST', '/customers/logout']] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});
