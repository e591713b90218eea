import { describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '../entities/auth';
import { createAppError } from '../errors/catalogue';
import { httpError } from '../errors/httpErrors';
import { AuthTokenStore } from './authTokenStore';
import { ProviderSession, type ProviderSessionOptions } from './providerSession';
import { createMemoryStorage, createStorageService } from './storage';

const NOW = 1_000_000;
const HOUR = 3_600_000;

function setup(options: Partial<ProviderSessionOptions> = {}) {
  const clock = { now: NOW };
  const store = new AuthTokenStore(createStorageService(createMemoryStorage()));
  let serial = 1;
  const refresh = vi.fn(async (): Promise<AuthTokens> => ({ token: `t${++serial}`, refreshToken: `r${serial}`, expires: clock.now + HOUR }));
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const session = new ProviderSession({ tokens: store, clock: () => clock.now, logger, policy: 'when-expired', expiryMarginMs: 30_000, refresh, ...options });
  const onExpired = vi.fn();
  session.setExpiredHandler(onExpired);
  session.start({ token: 't1', refreshToken: 'r1', expires: NOW + HOUR });
  return { session, clock, refresh, onExpired, logger };
}

const refusedWith401 = () => httpError(401, { message: 'Invalid token' });

describe('ProviderSession', () => {
  it.each([
    ['well before the expiry', HOUR - 60_000, 't1'],
    ['within the margin', HOUR - 10_000, 't2'],
    ['after the expiry', HOUR + 1, 't2'],
  ])('a call %s uses token %s', async (_case, elapsed, token) => {
    const { session, clock } = setup();
    clock.now += elapsed;
    await expect(session.authorized(async (bearer) => bearer)).resolves.toBe(token);
  });

  it('concurrent callers share one refresh', async () => {
    const { session, clock, refresh } = setup();
    clock.now += 2 * HOUR;
    await Promise.all([session.validTokens(), session.validTokens(), session.authorized(async () => 1)]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('a 401 refreshes once and retries once; a second 401 ends the session and tells the app', async () => {
    const { session, onExpired } = setup();
    const tokensSeen: string[] = [];
    await expect(session.authorized(async (token) => (tokensSeen.push(token), tokensSeen.length === 1 ? Promise.reject(refusedWith401()) : 'ok'))).resolves.toBe('ok');
    expect(tokensSeen).toEqual(['t1', 't2']);
    await expect(session.authorized(async () => Promise.reject(refusedWith401()))).rejects.toMatchObject({ code: 401 });
    expect(session.tokens).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it.each([
    ['a refused refresh ends the session', httpError(401, { message: 'Refresh token expired' }), false, true],
    ['no network ends it too by default', createAppError('network_error'), false, true],
    ['no network keeps it when the provider says so', createAppError('network_error'), true, false],
  ])('%s', async (_case, failure, keepOnNetworkError, ended) => {
    const { session, clock, onExpired } = setup({ refresh: async () => Promise.reject(failure), keepOnNetworkError });
    clock.now += 2 * HOUR;
    await expect(session.validTokens()).rejects.toBe(failure);
    expect(session.tokens === null).toBe(ended);
    expect(onExpired).toHaveBeenCalledTimes(ended ? 1 : 0);
  });

  it('a refresh that completes after a logout does not bring the session back', async () => {
    let finish: (tokens: AuthTokens) => void = () => undefined;
    const { session, clock } = setup({ refresh: () => new Promise((resolve) => (finish = resolve)) });
    clock.now += 2 * HOUR;
    const pending = session.validTokens();
    session.end();
    finish({ token: 'late', expires: clock.now + HOUR });
    await expect(pending).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(session.tokens).toBeNull();
  });

  it('signed out: not_logged_in without calling', async () => {
    const { session } = setup();
    session.end();
    const call = vi.fn();
    await expect(session.authorized(call)).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(call).not.toHaveBeenCalled();
  });
});
