import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../entities/media';
import { isAppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { mapMediaError } from '../errors/mediaErrors';
import { createAccessBridge } from '../services/accessBridge';
import { createContentApiClient } from '../services/content/ContentApiClient';
import { createMemoryStorage, createStorageService } from '../services/storage';
import { createAccessTokensController } from './AccessTokensController';
import { createPlaybackSourceResolver, type PlaybackSourceResolverOptions } from './PlaybackSourceResolver';

const HOST = 'https://content.example.test';
const SITE = 'ottdemo1';
const CONFIG = 'demoauth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = { mediaid: 'free0001', title: 'Open film', free: 'true', sources: [{ file: `${HOST}/hls/clip/master.m3u8`, type: 'application/vnd.apple.mpegurl' }] };
const locked = { mediaid: 'paid0001', title: 'Paid film', requiresSubscription: 'true', sources: [{ file: `${HOST}/hls/clip/master.m3u8`, type: 'application/vnd.apple.mpegurl' }] };
const SIGNED = `${HOST}/hls/items/paid0001/master.m3u8?exp=1&sig=abc`;
const signedReply = { title: 'Paid film', feedid: 'paid0001', playlist: [{ ...locked, sources: [{ file: SIGNED, type: 'application/vnd.apple.mpegurl' }] }] };

const asItem = (raw: object) => raw as unknown as MediaItem;

/** Every request the content host saw, as "METHOD path?query" (and the bearer when there is one). */
function contentHost({ token = 200, media = 200, playback = [200] as number[], head = 200 } = {}): string[] {
  const seen: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    const bearer = request.headers.get('authorization');
    seen.push(`${request.method} ${url.pathname}${url.search}${bearer ? ` [${bearer}]` : ''}`);
  };
  let playbackCalls = 0;
  server.use(
    mock.get(`${HOST}/v2/items/jw-media/token`, ({ request }) => {
      note(request);
      return token === 200 ? HttpResponse.json({ token: 'media-jwt' }) : HttpResponse.json({ message: 'Forbidden' }, { status: token });
    }),
    mock.get(`${HOST}/v2/media/paid0001`, ({ request }) => {
      note(request);
      return media === 200 ? HttpResponse.json(signedReply) : HttpResponse.json({ message: 'no' }, { status: media });
    }),
    mock.get(`${HOST}/v2/sites/${SITE}/media/paid0001/playback.json`, ({ request }) => {
      note(request);
      const status = playback[playbackCalls++] ?? 500;
      return status === 200 ? HttpResponse.json(signedReply) : HttpResponse.json({ message: 'no' }, { status });
    }),
    mock.put(`${HOST}/v2/sites/${SITE}/access/generate`, ({ request }) => {
      note(request);
      return HttpResponse.json({ passport: 'passport-1', refresh_token: 'refresh-1' });
    }),
    mock.put(`${HOST}/v2/sites/${SITE}/access/refresh`, ({ request }) => {
      note(request);
      return HttpResponse.json({ passport: 'passport-2', refresh_token: 'refresh-2' });
    }),
    mock.head(`${HOST}/hls/*`, ({ request }) => {
      note(request);
      return new HttpResponse(null, { status: head });
    }),
  );
  return seen;
}

function resolverFor({
  signedIn = false,
  accessTokens = false,
  entitlement,
  serverSideAds,
}: { signedIn?: boolean; accessTokens?: boolean; entitlement?: PlaybackSourceResolverOptions['entitlement']; serverSideAds?: boolean } = {}) {
  const content = createContentApiClient({ contentHost: HOST, siteId: SITE });
  const getAuthToken = async () => (signedIn ? 'account-token' : null);
  return createPlaybackSourceResolver({
    content,
    appConfigId: CONFIG,
    getAuthToken,
    entitlement,
    ads: serverSideAds ? { adDeliveryMethod: 'ssai', adSchedule: 'adsbrw01' } : { adDeliveryMethod: 'csai', adSchedule: 'adsbrw01' },
    accessTokens: accessTokens
      ? createAccessTokensController({ bridge: createAccessBridge({ contentHost: HOST, siteId: SITE }), storage: createStorageService(createMemoryStorage()), getAuthToken })
      : null,
  });
}

const failure = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('playback sources (000 §6, 001 §7.1-§7.3)', () => {
  it('an open item plays its sources as they are, after the geo-block check', async () => {
    const seen = contentHost();
    const item = await resolverFor().resolve(asItem(open));
    expect(item.sources?.[0]?.file).toBe(open.sources[0]!.file);
    expect(seen).toEqual(['HEAD /hls/clip/master.m3u8']);
  });

  it.each([
    ['an open item', open, `${HOST}/ssai/${CONFIG}/free0001/master.m3u8`, 'HEAD /hls/clip/master.m3u8'],
    ['a protected item (its signature kept)', locked, `${HOST}/ssai/${CONFIG}/paid0001/master.m3u8?exp=1&sig=abc`, 'HEAD /hls/items/paid0001/master.m3u8?exp=1&sig=abc'],
  ])('under a config with server-side ads, %s plays a stitching session of the config, after the geo-block check of its own source', async (_case, raw, session, check) => {
    const seen = contentHost();
    const item = await resolverFor({ serverSideAds: true }).resolve(asItem(raw));
    expect(item.sources?.[0]?.file).toBe(session);
    expect(seen.at(-1)).toBe(check);
  });

  it('a protected item, visitor, no entitlement service: anonymous media token from the content host, then signed media', async () => {
    const seen = contentHost();
    const item = await resolverFor().resolve(asItem(locked));
    expect(item).toMatchObject({ mediaid: 'paid0001', title: 'Paid film', sources: [{ file: SIGNED }] });
    expect(seen).toEqual([
      `GET /v2/items/jw-media/token?app_config_id=${CONFIG}&media_id=paid0001`,
      'GET /v2/media/paid0001?token=media-jwt',
      'HEAD /hls/items/paid0001/master.m3u8?exp=1&sig=abc',
    ]);
  });

  it('signed in without access tokens: the media token call carries the account credential', async () => {
    const seen = contentHost();
    await resolverFor({ signedIn: true }).resolve(asItem(locked));
    expect(seen[0]).toBe(`GET /v2/items/jw-media/token?app_config_id=${CONFIG}&media_id=paid0001 [Bearer account-token]`);
  });

  it('with access tokens: playback.json with the passport and the config id', async () => {
    const seen = contentHost();
    const item = await resolverFor({ signedIn: true, accessTokens: true }).resolve(asItem(locked));
    expect(item.sources?.[0]?.file).toBe(SIGNED);
    expect(seen).toEqual([
      'PUT /v2/sites/ottdemo1/access/generate [Bearer account-token]',
      `GET /v2/sites/ottdemo1/media/paid0001/playback.json?passport=passport-1&app_config_id=${CONFIG}`,
      'HEAD /hls/items/paid0001/master.m3u8?exp=1&sig=abc',
    ]);
  });

  it('a passport refused with 403 is refreshed once; refused again, the viewer is Unauthorized', async () => {
    const seen = contentHost({ playback: [403, 403] });
    const error = await failure(resolverFor({ signedIn: true, accessTokens: true }).resolve(asItem(locked)));
    expect(isAppError(error) && error.message).toBe('Unauthorized');
    expect(mapMediaError(error).action).toBe('show-unauthorized');
    expect(seen.filter((line) => line.startsWith('PUT'))).toEqual([
      'PUT /v2/sites/ottdemo1/access/generate [Bearer account-token]',
      'PUT /v2/sites/ottdemo1/access/refresh',
    ]);
    expect(seen.filter((line) => line.includes('playback.json'))).toHaveLength(2);
  });

  it('a signed-out visitor on a site with access tokens gets a media token instead', async () => {
    const seen = contentHost();
    await resolverFor({ accessTokens: true }).resolve(asItem(locked));
    expect(seen[0]).toBe(`GET /v2/items/jw-media/token?app_config_id=${CONFIG}&media_id=paid0001`);
  });

  it("with the integration's entitlement service, its token (asked with app_config_id) signs the media", async () => {
    const seen = contentHost();
    const requests: unknown[] = [];
    const entitlement = {
      getMediaToken: async (request: unknown) => {
        requests.push(request);
        return 'entitled-jwt';
      },
    };
    await resolverFor({ signedIn: true, entitlement }).resolve(asItem(locked));
    expect(requests).toEqual([{ mediaId: 'paid0001', drmPolicyId: undefined, params: { app_config_id: CONFIG } }]);
    expect(seen[0]).toBe('GET /v2/media/paid0001?token=entitled-jwt');
  });

  it.each([
    { case: 'the content host refuses the token (403)', host: { token: 403 }, entitlement: undefined },
    { case: 'the content host refuses the media (401)', host: { media: 401 }, entitlement: undefined },
    {
      case: 'the entitlement service says not entitled',
      host: {},
      entitlement: { getMediaToken: async () => Promise.reject(createAppError('unauthorized', { details: { mediaId: 'paid0001' } })) },
    },
  ])('not entitled -> "Unauthorized" and nothing is played: $case', async ({ host, entitlement }) => {
    const seen = contentHost(host);
    const error = await failure(resolverFor({ entitlement }).resolve(asItem(locked)));
    expect(isAppError(error) && [error.message, error.translationKey]).toEqual(['Unauthorized', 'video:unauthorized']);
    expect(seen.some((line) => line.startsWith('HEAD'))).toBe(false);
  });

  it('geo-blocked (HEAD 403 on the first m3u8) -> "access blocked"', async () => {
    contentHost({ head: 403 });
    const error = await failure(resolverFor().resolve(asItem(locked)));
    expect(isAppError(error) && [error.message, error.translationKey]).toEqual(['access blocked', 'video:access_blocked']);
  });
});
