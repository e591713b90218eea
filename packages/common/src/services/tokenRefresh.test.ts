import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TOKEN_REFRESH_THRESHOLD_MS } from '../constants';
import { AppError } from '../errors/AppError';
import {
  REMOTE_REFRESH_TIMEOUT_MS,
  TokenRefreshQueue,
  createBroadcastRefreshChannel,
  fromBroadcastChannel,
  isTokenRefreshNeeded,
  type RefreshChannel,
} from './tokenRefresh';

interface Tokens {
  token: string;
  refreshToken: string;
  expires: number;
}

const tokensSchema = z.object({ token: z.string(), refreshToken: z.string(), expires: z.number() });
const NEW_TOKENS: Tokens = { token: 'new', refreshToken: 'r2', expires: 2_000 };
const CALLERS = 50;

/** In-memory stand-in for BroadcastChannel: every tab hears every message (its own are filtered by tabId). */
function createChannelHub() {
  const listeners = new Set<(message: unknown) => void>();
  const sent: unknown[] = [];
  const channel = (): RefreshChannel => ({
    post: (message) => {
      sent.push(message);
      for (const listener of [...listeners]) listener(structuredClone(message));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return { channel, sent, listeners };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isTokenRefreshNeeded', () => {
  const now = 1_000_000_000;
  it.each([
    ['billing, still valid', now + 1, 'when-expired', false],
    ['billing, expired now', now, 'when-expired', true],
    ['billing, long expired', now - 1, 'when-expired', true],
    ['custom API, 3 days + 1 ms left', now + TOKEN_REFRESH_THRESHOLD_MS + 1, 'before-threshold', false],
    ['custom API, exactly 3 days left', now + TOKEN_REFRESH_THRESHOLD_MS, 'before-threshold', false],
    ['custom API, fewer than 3 days left', now + TOKEN_REFRESH_THRESHOLD_MS - 1, 'before-threshold', true],
  ] as const)('%s -> %s', (_label, expiresAt, policy, expected) => {
    expect(isTokenRefreshNeeded(expiresAt, now, policy)).toBe(expected);
  });
});

describe('TokenRefreshQueue in one tab', () => {
  it(`makes exactly one refresh call for ${CALLERS} concurrent callers and gives them all the same tokens`, async () => {
    const call = deferred<Tokens>();
    const refresh = vi.fn(() => call.promise);
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn() });

    const results = Array.from({ length: CALLERS }, () => queue.refresh());
    expect(queue.isRefreshing).toBe(true);
    call.resolve(NEW_TOKENS);

    const tokens = await Promise.all(results);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens.every((t) => t === tokens[0] && t.token === 'new')).toBe(true);
    expect(queue.isRefreshing).toBe(false);
  });

  it(`clears the stored tokens once and rejects all ${CALLERS} callers when the refresh fails`, async () => {
    const call = deferred<Tokens>();
    const clearTokens = vi.fn();
    const queue = new TokenRefreshQueue({ refresh: () => call.promise, clearTokens });
    const failure = new AppError('Refresh token expired', { code: 401 });

    const results = Array.from({ length: CALLERS }, () => queue.refresh());
    call.reject(failure);

    const settled = await Promise.allSettled(results);
    expect(settled.every((s) => s.status === 'rejected' && s.reason === failure)).toBe(true);
    expect(clearTokens).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh once the previous one has settled', async () => {
    const refresh = vi.fn().mockResolvedValueOnce({ ...NEW_TOKENS, token: 'a' }).mockResolvedValueOnce({ ...NEW_TOKENS, token: 'b' });
    const queue = new TokenRefreshQueue<Tokens>({ refresh, clearTokens: vi.fn() });
    expect((await queue.refresh()).token).toBe('a');
    expect((await queue.refresh()).token).toBe('b');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('still rejects with the refresh error when clearing the tokens fails too', async () => {
    const failure = new Error('invalid refresh token');
    const queue = new TokenRefreshQueue({ refresh: () => Promise.reject(failure), clearTokens: () => Promise.reject(new Error('storage')) });
    await expect(queue.refresh()).rejects.toBe(failure);
  });

  it.each([
    ['fresh tokens are used as they are', 10_000, 'when-expired', 0],
    ['expired tokens are refreshed', 999, 'when-expired', 1],
    ['custom API tokens within 3 days are refreshed', 1_000 + TOKEN_REFRESH_THRESHOLD_MS - 1, 'before-threshold', 1],
  ] as const)('getValidTokens: %s', async (_label, expiresAt, policy, refreshCalls) => {
    const current: Tokens = { token: 'old', refreshToken: 'r1', expires: expiresAt };
    const refresh = vi.fn(() => Promise.resolve(NEW_TOKENS));
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn() });
    const tokens = await queue.getValidTokens(current, expiresAt, policy, 1_000);
    expect(refresh).toHaveBeenCalledTimes(refreshCalls);
    expect(tokens).toBe(refreshCalls ? NEW_TOKENS : current);
  });

  it('getValidTokens joins a refresh under way even for tokens that look fresh', async () => {
    const call = deferred<Tokens>();
    const queue = new TokenRefreshQueue({ refresh: () => call.promise, clearTokens: vi.fn() });
    const first = queue.refresh();
    const second = queue.getValidTokens({ token: 'old', refreshToken: 'r1', expires: 10_000 }, 10_000, 'when-expired', 0);
    call.resolve(NEW_TOKENS);
    expect(await second).toBe(await first);
  });
});

describe('TokenRefreshQueue across tabs', () => {
  it('tells other tabs it is refreshing, then resolved with the tokens', async () => {
    const hub = createChannelHub();
    const queue = new TokenRefreshQueue({ refresh: () => Promise.resolve(NEW_TOKENS), clearTokens: vi.fn(), channel: hub.channel(), tabId: 'a' });
    await queue.refresh();
    expect(hub.sent).toEqual([
      { type: 'refreshing', tabId: 'a' },
      { type: 'resolved', tabId: 'a', tokens: NEW_TOKENS },
    ]);
  });

  it('tells other tabs when the refresh was rejected', async () => {
    const hub = createChannelHub();
    const queue = new TokenRefreshQueue({ refresh: () => Promise.reject(new Error('expired')), clearTokens: vi.fn(), channel: hub.channel(), tabId: 'a' });
    await expect(queue.refresh()).rejects.toThrow('expired');
    expect(hub.sent.at(-1)).toEqual({ type: 'rejected', tabId: 'a', reason: 'expired' });
  });

  it('waits for the other tab\'s "resolved" instead of refreshing again', async () => {
    const hub = createChannelHub();
    const other = hub.channel();
    const refresh = vi.fn(() => Promise.resolve({ ...NEW_TOKENS, token: 'mine' }));
    const onRemoteTokens = vi.fn();
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b', tokensSchema, onRemoteTokens });

    other.post({ type: 'refreshing', tabId: 'a' });
    const waiting = Array.from({ length: CALLERS }, () => queue.refresh());
    expect(queue.isRefreshing).toBe(true);
    other.post({ type: 'resolved', tabId: 'a', tokens: NEW_TOKENS });

    const tokens = await Promise.all(waiting);
    expect(refresh).not.toHaveBeenCalled();
    expect(tokens.every((t) => t.token === 'new')).toBe(true);
    expect(onRemoteTokens).toHaveBeenCalledWith(NEW_TOKENS);
  });

  it('rejects its waiters and clears its tokens when the other tab\'s refresh is rejected', async () => {
    const hub = createChannelHub();
    const other = hub.channel();
    const clearTokens = vi.fn();
    const queue = new TokenRefreshQueue({ refresh: vi.fn(), clearTokens, channel: hub.channel(), tabId: 'b' });

    other.post({ type: 'refreshing', tabId: 'a' });
    const waiting = queue.refresh();
    other.post({ type: 'rejected', tabId: 'a', reason: 'refresh token expired' });

    await expect(waiting).rejects.toMatchObject({ message: 'Not logged in', details: { reason: 'refresh token expired' } });
    expect(clearTokens).toHaveBeenCalledTimes(1);
  });

  it('keeps tokens another tab obtained even when nothing here waited for them', () => {
    const hub = createChannelHub();
    const onRemoteTokens = vi.fn();
    const clearTokens = vi.fn();
    const queue = new TokenRefreshQueue({ refresh: vi.fn(), clearTokens, channel: hub.channel(), tabId: 'b', onRemoteTokens });
    hub.channel().post({ type: 'resolved', tabId: 'a', tokens: NEW_TOKENS });
    hub.channel().post({ type: 'rejected', tabId: 'a', reason: 'x' });
    expect(onRemoteTokens).toHaveBeenCalledWith(NEW_TOKENS);
    expect(clearTokens).not.toHaveBeenCalled();
    expect(queue.isRefreshing).toBe(false);
  });

  it('refreshes itself when the other tab goes quiet', async () => {
    vi.useFakeTimers();
    const hub = createChannelHub();
    const refresh = vi.fn(() => Promise.resolve(NEW_TOKENS));
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b', remoteTimeoutMs: 5_000 });

    hub.channel().post({ type: 'refreshing', tabId: 'a' });
    const waiting = queue.refresh();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(NEW_TOKENS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('forgets a quiet tab nobody waited for, then refreshes normally', async () => {
    vi.useFakeTimers();
    const hub = createChannelHub();
    const refresh = vi.fn(() => Promise.resolve(NEW_TOKENS));
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b' });
    hub.channel().post({ type: 'refreshing', tabId: 'a' });
    await vi.advanceTimersByTimeAsync(REMOTE_REFRESH_TIMEOUT_MS);
    expect(refresh).not.toHaveBeenCalled();
    await expect(queue.refresh()).resolves.toBe(NEW_TOKENS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['its own messages', { type: 'refreshing', tabId: 'b' }],
    ['malformed messages', { type: 'refreshing' }],
    ['unknown message types', { type: 'hello', tabId: 'a' }],
    ['non-objects', 'refreshing'],
  ])('ignores %s', async (_label, message) => {
    const hub = createChannelHub();
    const refresh = vi.fn(() => Promise.resolve(NEW_TOKENS));
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b' });
    hub.listeners.forEach((listener) => listener(message));
    await queue.refresh();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores a "resolved" whose tokens fail the schema and keeps waiting', async () => {
    vi.useFakeTimers();
    const hub = createChannelHub();
    const refresh = vi.fn(() => Promise.resolve(NEW_TOKENS));
    const queue = new TokenRefreshQueue({ refresh, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b', tokensSchema });
    hub.channel().post({ type: 'refreshing', tabId: 'a' });
    const waiting = queue.refresh();
    hub.channel().post({ type: 'resolved', tabId: 'a', tokens: { token: 1 } });
    hub.channel().post({ type: 'resolved', tabId: 'a', tokens: { token: 'ok', refreshToken: 'r', expires: 1 } });
    await expect(waiting).resolves.toEqual({ token: 'ok', refreshToken: 'r', expires: 1 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not wait for another tab while its own refresh runs', async () => {
    const hub = createChannelHub();
    const call = deferred<Tokens>();
    const queue = new TokenRefreshQueue({ refresh: () => call.promise, clearTokens: vi.fn(), channel: hub.channel(), tabId: 'b' });
    const mine = queue.refresh();
    hub.channel().post({ type: 'refreshing', tabId: 'a' });
    call.resolve(NEW_TOKENS);
    await expect(mine).resolves.toBe(NEW_TOKENS);
    await expect(queue.refresh()).resolves.toBe(NEW_TOKENS);
  });

  it('survives a channel that throws on post and stops listening when disposed', async () => {
    vi.useFakeTimers();
    const listeners = new Set<(message: unknown) => void>();
    const channel: RefreshChannel = {
      post: () => {
        throw new Error('DataCloneError');
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const queue = new TokenRefreshQueue({ refresh: () => Promise.resolve(NEW_TOKENS), clearTokens: vi.fn(), channel });
    await expect(queue.refresh()).resolves.toBe(NEW_TOKENS);
    listeners.forEach((listener) => listener({ type: 'refreshing', tabId: 'other' }));
    queue.dispose();
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.tabId).toMatch(/\S+/);
  });
});

describe('BroadcastChannel adapter', () => {
  it('passes messages between two real BroadcastChannels (two tabs)', async () => {
    const tabA = createBroadcastRefreshChannel('test.token-refresh');
    const tabB = createBroadcastRefreshChannel('test.token-refresh');
    const received = deferred<unknown>();
    const unsubscribe = tabB!.subscribe(received.resolve);
    tabA!.post({ type: 'refreshing', tabId: 'a' });
    expect(await received.promise).toEqual({ type: 'refreshing', tabId: 'a' });
    unsubscribe();
    tabA?.close?.();
    tabB?.close?.();
  });

  it('is absent where the runtime has no BroadcastChannel', () => {
    expect(createBroadcastRefreshChannel('x', {})).toBeUndefined();
  });

  it('unsubscribes its listener', () => {
    const channel = { postMessage: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const adapter = fromBroadcastChannel(channel);
    const unsubscribe = adapter.subscribe(vi.fn());
    adapter.post({ type: 'refreshing', tabId: 'a' });
    unsubscribe();
    adapter.close?.();
    expect(channel.postMessage).toHaveBeenCalledWith({ type: 'refreshing', tabId: 'a' });
    expect(channel.removeEventListener).toHaveBeenCalledWith('message', channel.addEventListener.mock.calls[0]?.[1]);
  });
});
