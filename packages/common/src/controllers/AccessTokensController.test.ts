import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS } from '../constants';
import { isAppError } from '../errors/AppError';
import { createAccessBridge } from '../services/accessBridge';
import { createMemoryStorage, createStorageService, type StorageBackend } from '../services/storage';
import { createAccessTokensController } from './AccessTokensController';

const HOST = 'https://content.example.test';
const SITE = 'ottdemo1';
const T0 = Date.parse('2026-01-01T10:00:00Z');
const STORAGE_KEY = 'jwapp.access-tokens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface BridgeCalls {
  generate: { authorization: string | null }[];
  refresh: { body: unknown }[];
}

/** A fake access bridge: numbered passports, statuses to answer with in turn (default 200). */
function fakeBridge({ generate = [] as number[], refresh = [] as number[] } = {}): BridgeCalls {
  const calls: BridgeCalls = { generate: [], refresh: [] };
  let issued = 0;
  const pair = () => {
    issued += 1;
    return HttpResponse.json({ passport: `passport-${issued}`, refresh_token: `refresh-${issued}` });
  };
  server.use(
    mock.put(`${HOST}/v2/sites/${SITE}/access/generate`, ({ request }) => {
      calls.generate.push({ authorization: request.headers.get('authorization') });
      const status = generate[calls.generate.length - 1] ?? 200;
      return status === 200 ? pair() : HttpResponse.json({ message: 'refused' }, { status });
    }),
    mock.put(`${HOST}/v2/sites/${SITE}/access/refresh`, async ({ request }) => {
      calls.refresh.push({ body: await request.json() });
      const status = refresh[calls.refresh.length - 1] ?? 200;
      return status === 200 ? pair() : HttpResponse.json({ message: 'refused' }, { status });
    }),
  );
  return calls;
}

function setup({ stored, signedIn = true, backend }: { stored?: string; signedIn?: boolean; backend?: StorageBackend } = {}) {
  const clock = { now: T0 };
  const storageBackend = backend ?? createMemoryStorage(stored === undefined ? {} : { [STORAGE_KEY]: stored });
  const controller = createAccessTokensController({
    bridge: createAccessBridge({ contentHost: HOST, siteId: SITE }),
    storage: createStorageService(storageBackend),
    getAuthToken: async () => (signedIn ? 'account-token' : null),
    now: () => clock.now,
  });
  const storedTokens = () => {
    const raw = storageBackend.getItem(STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  };
  return { controller, clock, storedTokens };
}

const stored = (passport: string, expires: number) => JSON.stringify({ passport, refreshToken: `refresh-of-${passport}`, expires });

describe('access tokens (000 §4, 001 §4 and §7.3)', () => {
  it('generates with the account credential and stores the pair with a one-hour expiry', async () => {
    const calls = fakeBridge();
    const { controller, storedTokens } = setup();
    const tokens = await controller.generate();
    expect(tokens).toEqual({ passport: 'passport-1', refreshToken: 'refresh-1', expires: T0 + ACCESS_TOKEN_TTL_MS });
    expect(ACCESS_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    expect(calls.generate).toEqual([{ authorization: 'Bearer account-token' }]);
    expect(storedTokens()).toEqual(tokens);
  });

  it.each([
    { case: 'valid stored tokens are used as they are', stored: stored('kept', T0 + 1), generates: 0, refreshes: 0, passport: 'kept' },
    { case: 'expired tokens are refreshed with their refresh token', stored: stored('old', T0), generates: 0, refreshes: 1, passport: 'passport-1' },
    { case: 'no stored tokens: new ones are generated', stored: undefined, generates: 1, refreshes: 0, passport: 'passport-1' },
    { case: 'a corrupted item (not JSON) is tolerated: new ones are generated', stored: '{not json', generates: 1, refreshes: 0, passport: 'passport-1' },
    { case: 'a corrupted item (wrong shape) is tolerated: new ones are generated', stored: '{"passport":42}', generates: 1, refreshes: 0, passport: 'passport-1' },
  ])('getAccessTokens: $case', async ({ stored: item, generates, refreshes, passport }) => {
    const calls = fakeBridge();
    const { controller, storedTokens } = setup({ stored: item });
    const tokens = await controller.getAccessTokens();
    expect(tokens?.passport).toBe(passport);
    expect(calls.generate).toHaveLength(generates);
    expect(calls.refresh).toHaveLength(refreshes);
    if (refreshes) expect(calls.refresh[0]?.body).toEqual({ refresh_token: 'refresh-of-old' });
    expect(storedTokens()).toEqual(tokens);
  });

  it('after an hour the tokens it generated are refreshed, and the new ones last another hour', async () => {
    const calls = fakeBridge();
    const { controller, clock } = setup();
    await controller.generate();
    clock.now = T0 + ACCESS_TOKEN_TTL_MS - 1;
    expect((await controller.getAccessTokens())?.passport).toBe('passport-1');
    clock.now = T0 + ACCESS_TOKEN_TTL_MS;
    expect(await controller.getAccessTokens()).toEqual({ passport: 'passport-2', refreshToken: 'refresh-2', expires: clock.now + ACCESS_TOKEN_TTL_MS });
    expect(calls.refresh).toEqual([{ body: { refresh_token: 'refresh-1' } }]);
  });

  it('nobody signed in: no call, no tokens', async () => {
    const calls = fakeBridge();
    const { controller } = setup({ signedIn: false });
    expect(await controller.getAccessTokens()).toBeNull();
    expect(await controller.withPassport(async () => 'media')).toBeNull();
    expect(calls.generate).toHaveLength(0);
  });

  it('concurrent callers share one generate call', async () => {
    const calls = fakeBridge();
    const { controller } = setup();
    const all = await Promise.all(Array.from({ length: 10 }, () => controller.getAccessTokens()));
    expect(new Set(all.map((tokens) => tokens?.passport))).toEqual(new Set(['passport-1']));
    expect(calls.generate).toHaveLength(1);
  });

  describe('a call with the passport', () => {
    it.each([
      { case: 'answers at once: no refresh', replies: [200], refreshes: 0, calls: ['kept'], result: 'media:kept' },
      { case: 'refused with 403: refreshed once, then answers', replies: [403, 200], refreshes: 1, calls: ['kept', 'passport-1'], result: 'media:passport-1' },
      { case: 'refused with 403 twice: refreshed once, the second 403 is raised (no loop)', replies: [403, 403], refreshes: 1, calls: ['kept', 'passport-1'], error: 403 },
      { case: 'refused with 401: no refresh, raised', replies: [401], refreshes: 0, calls: ['kept'], error: 401 },
    ])('$case', async ({ replies, refreshes, calls: expectedCalls, result, error }) => {
      const calls = fakeBridge();
      const seen: string[] = [];
      server.use(
        mock.get(`${HOST}/media`, ({ request }) => {
          const passport = new URL(request.url).searchParams.get('passport') ?? '';
          seen.push(passport);
          const status = replies[seen.length - 1] ?? 500;
          return status === 200 ? HttpResponse.json({ media: `media:${passport}` }) : HttpResponse.json({ message: 'no' }, { status });
        }),
      );
      const { controller } = setup({ stored: stored('kept', T0 + 1000) });
      const { createHttpClient } = await import('../services/http');
      const http = createHttpClient({ baseUrl: HOST });
      const outcome = controller.withPassport(async (passport) => ((await http.get('/media', { query: { passport } })) as { media: string }).media);
      if (error) await expect(outcome).rejects.toMatchObject({ code: error });
      else await expect(outcome).resolves.toBe(result);
      expect(seen).toEqual(expectedCalls);
      expect(calls.refresh).toHaveLength(refreshes);
    });
  });

  it.each([
    { case: 'generate refused', bridge: { generate: [500] }, item: undefined, message: 'Failed to get / generate access tokens and retrieve media.', code: 'access_tokens_failed' },
    { case: 'refresh refused', bridge: { refresh: [403] }, item: stored('old', T0), message: 'Failed to refresh access tokens and retrieve media.', code: 'access_tokens_refresh_failed' },
  ])('errors come from the catalogue: $case', async ({ bridge, item, message, code }) => {
    fakeBridge(bridge);
    const { controller } = setup({ stored: item });
    const error: unknown = await controller.getAccessTokens().catch((caught: unknown) => caught);
    expect(isAppError(error) && { message: error.message, code: error.code }).toEqual({ message, code });
  });

  it('a refused refresh forgets the tokens: the next call generates a new pair instead of refreshing again', async () => {
    const calls = fakeBridge({ refresh: [403] });
    const { controller, storedTokens } = setup({ stored: stored('old', T0) });
    await expect(controller.getAccessTokens()).rejects.toThrow('Failed to refresh access tokens and retrieve media.');
    expect(storedTokens()).toBeNull();
    expect((await controller.getAccessTokens())?.passport).toBe('passport-1');
    expect(calls.refresh).toHaveLength(1);
    expect(calls.generate).toHaveLength(1);
  });

  it('clear() (logout) forgets the tokens, and a generate answered after it is dropped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.put(`${HOST}/v2/sites/${SITE}/access/generate`, async () => {
        await gate;
        return HttpResponse.json({ passport: 'late', refresh_token: 'late-refresh' });
      }),
    );
    const { controller, storedTokens } = setup({ stored: stored('kept', T0 + 1000) });
    const pending = controller.generate();
    controller.clear();
    release();
    expect(await pending).toBeNull();
    expect(storedTokens()).toBeNull();
  });

  it('storage that refuses writes: the tokens still serve this page', async () => {
    const backend: StorageBackend = {
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      },
      removeItem: () => undefined,
    };
    const calls = fakeBridge();
    const { controller } = setup({ backend });
    expect((await controller.generate())?.passport).toBe('passport-1');
    expect((await controller.getAccessTokens())?.passport).toBe('passport-1');
    expect(calls.generate).toHaveLength(1);
  });
});
