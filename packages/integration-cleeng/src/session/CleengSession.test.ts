import { StorageService, createMemoryStorage, type RefreshChannel } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, JWT_TTL_MS, MEDIASTORE, fail, makeJwt } from '../../test/support/fakeCleeng';
import { START, createTestService, failureOf, useMswServer } from '../../test/support/testService';
import { readJwtClaims } from './jwt';

const server = useMswServer();

function setup(options: Parameters<typeof createTestService>[0] = {}) {
  const context = createTestService(options);
  server.use(...context.api.handlers());
  return context;
}

const refreshCalls = (calls: ReadonlyArray<{ path: string }>) => calls.filter((call) => call.path === '/auths/refresh_token');

/** Two tabs' channels joined in memory, like a BroadcastChannel. */
function channelPair(): [RefreshChannel, RefreshChannel] {
  const listeners: Array<Set<(message: unknown) => void>> = [new Set(), new Set()];
  const make = (me: 0 | 1): RefreshChannel => ({
    post: (message) => queueMicrotask(() => listeners[me === 0 ? 1 : 0]!.forEach((listener) => listener(structuredClone(message)))),
    subscribe: (listener) => {
      listeners[me]!.add(listener);
      return () => listeners[me]!.delete(listener);
    },
  });
  return [make(0), make(1)];
}

describe('session tokens', () => {
  it('login stores the JWT, the refresh token and the JWT expiry (ms) under jwapp.auth', async () => {
    const { login, storedAuth, service } = setup();
    await login();
    const stored = storedAuth() as { token: string; refreshToken: string; expires: number };
    expect(stored.refreshToken).toBe('refresh-1');
    expect(stored.expires).toBe(Math.floor((START + JWT_TTL_MS) / 1000) * 1000);
    expect(readJwtClaims(stored.token)).toMatchObject({ customerId: CUSTOMER_ID });
    expect(service.session.customerId).toBe(CUSTOMER_ID);
  });

  it('a fresh JWT is used as it is; an expired one (30 s margin) is refreshed first', async () => {
    const { login, service, api, advance } = setup();
    await login();
    const first = await service.getAuthData();
    expect(refreshCalls(api.calls)).toHaveLength(0);
    advance(JWT_TTL_MS - 20_000);
    const second = await service.getAuthData();
    expect(refreshCalls(api.calls)).toEqual([expect.objectContaining({ method: 'POST', body: { refreshToken: 'refresh-1' }, authorization: null })]);
    expect(second?.token).not.toBe(first?.token);
    expect(second?.refreshToken).toBe('refresh-2');
  });

  it('one refresh at a time: 20 callers with an expired JWT share one call (the refresh token is single use)', async () => {
    const { login, service, api, advance } = setup();
    await login();
    advance(JWT_TTL_MS);
    const results = await Promise.all(Array.from({ length: 20 }, () => service.getAuthData()));
    expect(refreshCalls(api.calls)).toHaveLength(1);
    expect(new Set(results.map((tokens) => tokens?.token)).size).toBe(1);
  });

  it('a 401 on an authenticated call refreshes once and retries once', async () => {
    const { login, service, api } = setup();
    await login();
    let refused = false;
    server.use(
      http.get(`${MEDIASTORE}/customers/:id`, () => {
        if (refused) return undefined;
        refused = true;
        return fail(401, 'Invalid JWT token');
      }),
    );
    const { user } = await service.getUser();
    expect(user.id).toBe(CUSTOMER_ID);
    expect(refreshCalls(api.calls)).toHaveLength(1);
  });

  it.each([
    ['expired or unknown', () => fail(422, 'Refresh token is expired or does not exist')],
    ['invalid', () => fail(400, 'Missing or invalid parameter: refreshToken')],
    ['a malformed reply', () => HttpResponse.json({ responseData: { jwt: '' }, errors: [] })],
  ])('a refresh token that is %s: tokens cleared, every waiter rejected, the user logged out once', async (_name, reply) => {
    const { login, service, storedAuth, advance } = setup();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    await login();
    server.use(http.post(`${MEDIASTORE}/auths/refresh_token`, reply));
    advance(JWT_TTL_MS);
    const results = await Promise.allSettled([service.getAuthData(), service.getAuthData(), service.getUser()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await expect(service.getAuthData()).resolves.toBeNull();
  });

  it('a missing refresh token logs out without a call', async () => {
    const { service, storage, api, advance } = setup();
    const onSessionExpired = vi.fn();
    storage.write('auth', { token: makeJwt({ customerId: 1, exp: Math.floor(START / 1000) + 60 }), expires: START + 60_000 });
    await service.initialize({ onSessionExpired });
    advance(60_000);
    const error = await failureOf(() => service.getAuthData());
    expect(error).toMatchObject({ code: 'not_logged_in' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshCalls(api.calls)).toHaveLength(0);
  });

  it('a refresh that fails for lack of network keeps the session (the next call tries again)', async () => {
    const { login, service, storedAuth, advance, api } = setup();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    await login();
    advance(JWT_TTL_MS);
    server.use(http.post(`${MEDIASTORE}/auths/refresh_token`, () => HttpResponse.error(), { once: true }));
    await expect(service.getAuthData()).rejects.toMatchObject({ code: 'network_error' });
    expect(storedAuth()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
    await expect(service.getAuthData()).resolves.toMatchObject({ refreshToken: 'refresh-2' });
    expect(refreshCalls(api.calls)).toHaveLength(1);
  });

  it('initialize with an expired stored JWT refreshes it; without tokens it calls nothing', async () => {
    const first = setup();
    await first.service.initialize({ onSessionExpired: vi.fn() });
    expect(first.api.calls).toEqual([]);

    const storage = new StorageService(createMemoryStorage());
    const second = setup({ storage, sharing: { api: first.api, clock: first.clock } });
    await second.login();
    second.advance(JWT_TTL_MS);
    const third = setup({ storage, sharing: { api: first.api, clock: first.clock } });
    await third.service.initialize({ onSessionExpired: vi.fn() });
    expect(refreshCalls(first.api.calls)).toHaveLength(1);
  });

  it('state is shared across tabs: a tab that hears another refreshing waits for its tokens instead of spending the refresh token again', async () => {
    const storage = new StorageService(createMemoryStorage());
    const [channelA, channelB] = channelPair();
    const tabA = setup({ storage, refreshChannel: channelA });
    const tabB = setup({ storage, refreshChannel: channelB, sharing: { api: tabA.api, clock: tabA.clock } });
    await tabA.login();
    tabA.advance(JWT_TTL_MS);
    const fromA = tabA.service.getAuthData();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fromB = tabB.service.getAuthData();
    const [a, b] = await Promise.all([fromA, fromB]);
    expect(refreshCalls(tabA.api.calls)).toHaveLength(1);
    expect(b?.token).toBe(a?.token);
  });

  it('logout forgets the tokens', async () => {
    const { login, service, storedAuth } = setup();
    await login();
    await service.logout();
    expect(storedAuth()).toBeNull();
    await expect(service.getAuthData()).resolves.toBeNull();
    await expect(service.getUser()).rejects.toMatchObject({ code: 'not_logged_in' });
  });
});
