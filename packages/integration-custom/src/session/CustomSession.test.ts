import { StorageService, createMemoryStorage } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, DAY_MS, TOKEN_TTL_MS, USER_ID } from '../../test/support/fakeAccountApi';
import { createTestService, failureOf, useMswServer } from '../../test/support/testService';

const server = useMswServer();

async function signedIn() {
  const context = createTestService();
  server.use(...context.api.handlers());
  await context.login();
  const onSessionExpired = vi.fn();
  await context.service.initialize({ onSessionExpired });
  context.api.calls.length = 0;
  return { ...context, onSessionExpired };
}

const refreshCalls = (api: { callsTo(method: string, path: string): unknown[] }) => api.callsTo('POST', '/customers/refresh-token').length;
const user = { id: USER_ID, email: 'ada@example.com', metadata: {} };

describe('getAuthData: refresh when fewer than 3 days remain (000 §4, §9)', () => {
  // The token is issued for 7 days; `elapsed` moves the client clock.
  it.each([
    ['7 days left', 0, false],
    ['4 days left', 3 * DAY_MS, false],
    ['exactly 3 days left', TOKEN_TTL_MS - 3 * DAY_MS, false],
    ['3 days minus 1 s left', TOKEN_TTL_MS - 3 * DAY_MS + 1000, true],
    ['1 hour left', TOKEN_TTL_MS - 3_600_000, true],
    ['already expired', TOKEN_TTL_MS + DAY_MS, true],
  ])('%s -> refreshed: %s', async (_name, elapsed, refreshed) => {
    const { service, api, advance, storedAuth } = await signedIn();
    advance(elapsed);
    const tokens = await service.getAuthData();

    expect(refreshCalls(api)).toBe(refreshed ? 1 : 0);
    expect(tokens?.token).toBe(refreshed ? 'token-2' : 'token-1');
    expect(storedAuth()).toEqual(tokens);
    if (refreshed) expect(api.callsTo('POST', '/customers/refresh-token')[0]?.authorization).toBe('Bearer token-1');
  });

  it('50 concurrent callers share exactly one refresh call', async () => {
    const { service, api, advance } = await signedIn();
    advance(TOKEN_TTL_MS - DAY_MS);
    const results = await Promise.all(Array.from({ length: 50 }, () => service.getAuthData()));

    expect(refreshCalls(api)).toBe(1);
    expect(new Set(results.map((tokens) => tokens?.token))).toEqual(new Set(['token-2']));
    // The refreshed token is good for 7 more days: no further refresh.
    await service.getAuthData();
    expect(refreshCalls(api)).toBe(1);
  });

  it('a refused refresh clears the tokens, rejects every waiter and logs out once', async () => {
    const { service, api, advance, storedAuth, onSessionExpired } = await signedIn();
    api.revoke('token-1');
    advance(TOKEN_TTL_MS - DAY_MS);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.getAuthData()));

    expect(results.every((result) => result.status === 'rejected' && (result.reason as { code: unknown }).code === 401)).toBe(true);
    expect(refreshCalls(api)).toBe(1);
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await expect(service.getAuthData()).resolves.toBeNull();
  });

  it.each([
    ['a malformed reply', () => HttpResponse.json({ refreshedToken: 'x' })],
    ['a server error', () => HttpResponse.json({ message: 'boom', code: 500 }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('any refresh failure (%s) logs out (000 §4: "on failure the user is logged out")', async (_name, resolver) => {
    const { service, advance, storedAuth, onSessionExpired } = await signedIn();
    server.use(http.post(`${API_URL}/customers/refresh-token`, resolver));
    advance(TOKEN_TTL_MS - DAY_MS);
    await expect(service.getAuthData()).rejects.toBeInstanceOf(Error);
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a logout during a refresh wins: the refreshed token is not stored and nobody is logged out twice', async () => {
    const { service, advance, storedAuth, onSessionExpired } = await signedIn();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API_URL}/customers/refresh-token`, async () => {
        await held;
        return HttpResponse.json({ refreshedToken: 'late-token', exp: 2_000_000_000 });
      }),
    );
    advance(TOKEN_TTL_MS - DAY_MS);
    const pending = service.getAuthData();
    await service.logout();
    release();

    await expect(pending).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a login during a refresh keeps the new session', async () => {
    const { service, advance, storedAuth, login } = await signedIn();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API_URL}/customers/refresh-token`, async () => {
        await held;
        return HttpResponse.json({ refreshedToken: 'late-token', exp: 2_000_000_000 });
      }),
    );
    advance(TOKEN_TTL_MS - DAY_MS);
    const pending = service.getAuthData();
    await login();
    release();
    await expect(pending).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(storedAuth()).toMatchObject({ token: 'token-2' });
  });

  it('tokens without an expiry are used as they are', async () => {
    const { service, api, storage } = await signedIn();
    storage.write('auth', { token: 'token-1' });
    await expect(service.getAuthData()).resolves.toEqual({ token: 'token-1' });
    expect(refreshCalls(api)).toBe(0);
  });
});

describe('a 401 on an authenticated call: refresh once, retry once, then log out', () => {
  it('the server clock expired the token: one refresh, one retry, success', async () => {
    const { service, api, onSessionExpired } = await signedIn();
    api.expireOnServer('token-1');
    api.favorites = [{ mediaId: 'm1', createdAt: '2025-06-01T00:00:00.000Z' }];
    await expect(service.getFavorites(user)).resolves.toEqual([{ mediaid: 'm1' }]);

    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'GET /favorites Bearer token-1',
      'POST /customers/refresh-token Bearer token-1',
      'GET /favorites Bearer token-2',
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refused again after the refresh: the 401 is raised and the session ends once', async () => {
    const { service, api, storedAuth, onSessionExpired } = await signedIn();
    server.use(http.get(`${API_URL}/favorites`, () => HttpResponse.json({ message: 'Not logged in', code: 401 }, { status: 401 })));
    const error = await failureOf(() => service.getFavorites(user));

    expect(error).toMatchObject({ code: 401, message: 'Not logged in' });
    expect(refreshCalls(api)).toBe(1);
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh after a 401 ends the session without a retry', async () => {
    const { service, api, onSessionExpired } = await signedIn();
    api.revoke('token-1');
    await expect(service.getWatchHistory(user)).rejects.toMatchObject({ code: 401 });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /history', 'POST /customers/refresh-token']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('concurrent calls refused at once share one refresh; later ones reuse its token', async () => {
    const { service, api } = await signedIn();
    api.expireOnServer('token-1');
    await Promise.all([service.getFavorites(user), service.getWatchHistory(user), service.getUser(), service.getFavorites(user)]);
    expect(refreshCalls(api)).toBe(1);
    expect(api.calls.filter((call) => call.authorization === 'Bearer token-2')).toHaveLength(4);
  });

  it('other errors are not retried', async () => {
    const { service, api } = await signedIn();
    server.use(http.get(`${API_URL}/favorites`, () => HttpResponse.json({ message: 'Forbidden', code: 403 }, { status: 403 })));
    await expect(service.getFavorites(user)).rejects.toMatchObject({ code: 403, message: 'Forbidden' });
    expect(refreshCalls(api)).toBe(0);
  });
});

describe('tabs and storage', () => {
  /** Two tabs: one storage, one message bus (what BroadcastChannel gives a browser). */
  function twoTabs() {
    const listeners = new Set<(message: unknown) => void>();
    const bus = () => {
      const own = new Set<(message: unknown) => void>();
      return {
        post: (message: unknown) => listeners.forEach((listener) => !own.has(listener) && listener(structuredClone(message))),
        subscribe: (listener: (message: unknown) => void) => {
          own.add(listener);
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    };
    const first = createTestService({ refreshChannel: bus() });
    const second = createTestService({ sharing: first, storage: first.storage, refreshChannel: bus() });
    server.use(...first.api.handlers());
    return { first, second };
  }

  it('a tab that hears another refreshing waits for its tokens instead of refreshing again', async () => {
    const { first, second } = twoTabs();
    await first.login();
    first.advance(TOKEN_TTL_MS - DAY_MS);
    const [a, b] = await Promise.all([first.service.getAuthData(), second.service.getAuthData()]);
    expect(a?.token).toBe('token-2');
    expect(b?.token).toBe('token-2');
    expect(refreshCalls(first.api)).toBe(1);
  });

  it('storage that refuses writes keeps the session in memory for this tab', async () => {
    const context = createTestService({
      storage: new (class extends StorageService {
        override write() {
          return { ok: false as const, reason: 'quota-exceeded' as const, error: new Error('full') };
        }
      })(createMemoryStorage()),
    });
    server.use(...context.api.handlers());
    await context.login();
    await expect(context.service.getAuthData()).resolves.toMatchObject({ token: 'token-1' });
    await context.service.logout();
    await expect(context.service.getAuthData()).resolves.toBeNull();
  });
});
