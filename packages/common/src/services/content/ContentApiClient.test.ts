import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EPISODE_PAGE_SIZE } from '../../constants';
import { AppError } from '../../errors/AppError';
import { mapMediaError } from '../../errors/mediaErrors';
import { seriesQueryRetry } from '../../rules/schedules/queryRetry';
import { createContentApiClient, type ContentApiClient, type ContentApiClientOptions } from './ContentApiClient';

const HOST = 'https://content.example.test';
const SITE = 'ottdemo1';
const NOW = Date.parse('2024-05-01T12:00:00Z');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const movie = {
  mediaid: 'abcd1234',
  title: 'Big Buck Bunny',
  'title-es': 'El gran conejo',
  description: 'A rabbit',
  'description-es': 'Un conejo',
  contentType: 'movie',
  productIds: 'cleeng:S123_NL, !cleeng:R456_NL',
  duration: 596,
  pubdate: 1_700_000_000,
  sources: [{ file: `${HOST}/hls/bbb/master.m3u8`, type: 'application/vnd.apple.mpegurl' }],
};
const liveEvent = {
  mediaid: 'evnt0001',
  title: 'Concert',
  contentType: 'liveevent',
  'VCH.EventState': 'PRE_LIVE',
  'VCH.ScheduledStart': '2024-05-01T11:00:00Z',
  'VCH.ScheduledEnd': '2024-05-01T13:00:00Z',
};
const episode = { mediaid: 'epis0001', title: 'Pilot', contentType: 'episode', seriesId: 'seri0001' };

const onePlaylist = (item: object, feedid = 'abcd1234') => ({ title: 'Single item', feedid, kind: 'Single Item', playlist: [item] });
const playlistReply = {
  feedid: 'play1234',
  title: 'Featured',
  'title-es': 'Destacados',
  playlist: [movie, liveEvent, episode],
  links: { first: '/v2/playlists/play1234?page_offset=1' },
};
const episodesReply = { episodes: [{ episode_number: 1, season_number: 1, media_item: episode }], page: 1, page_limit: 20, total: 1 };

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
}

/** Answers `method path` on the content host with `reply` and records every request. */
function answer(method: 'get' | 'head', path: string, reply: () => Response, host = HOST): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mock[method](`${host}${path}`, ({ request }) => {
      seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, credentials: request.credentials });
      return reply();
    }),
  );
  return seen;
}

const query = (seen: Seen[]): Record<string, string> => Object.fromEntries(seen[0]?.url.searchParams ?? []);

function clientWith(overrides: Partial<ContentApiClientOptions> = {}): ContentApiClient {
  return createContentApiClient({ contentHost: HOST, siteId: SITE, now: () => NOW, ...overrides });
}

async function failureOf(call: () => Promise<unknown>): Promise<AppError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const image = (id: string, label: string, width: number) => `${HOST}/v2/media/${id}/images/${label}.webp?poster_fallback=1&width=${width}`;
/** The background asks for the item's own art only (mediaMapping). */
const background = (id: string) => `${HOST}/v2/media/${id}/images/background.webp?fallback=false&width=1920`;

describe('ContentApiClient media', () => {
  it('fetches /v2/media/{id} with the token as a query parameter and maps the derived fields', async () => {
    const seen = answer('get', '/v2/media/abcd1234', () => HttpResponse.json(onePlaylist(movie)));
    const item = await clientWith().getMediaById('abcd1234', { token: 'signed-jwt' });

    expect(query(seen)).toEqual({ token: 'signed-jwt' });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(item).toMatchObject({
      mediaid: 'abcd1234',
      title: 'Big Buck Bunny',
      cardImage: image('abcd1234', 'card', 640),
      backgroundImage: background('abcd1234'),
      channelLogoImage: image('abcd1234', 'channel_logo', 320),
      mediaOffers: [
        { offerId: 'S123_NL', premier: false, provider: 'cleeng' },
        { offerId: 'R456_NL', premier: true, provider: 'cleeng' },
      ],
      mediaStatus: 'VOD',
      feedid: 'abcd1234',
    });
    expect(item.scheduledStart).toBeUndefined();
  });

  it('sends no token when none is given and uses the DRM path with a policy', async () => {
    const seen = answer('get', '/v2/media/abcd1234/drm/policy01', () => HttpResponse.json(onePlaylist(movie)));
    await clientWith().getMediaById('abcd1234', { drmPolicyId: 'policy01' });
    expect(query(seen)).toEqual({});
  });

  it.each([
    ['es', 'El gran conejo', 'Un conejo'],
    ['de', 'Big Buck Bunny', 'A rabbit'],
    [undefined, 'Big Buck Bunny', 'A rabbit'],
  ])('applies the translated fields of the active language %s', async (language, title, description) => {
    answer('get', '/v2/media/abcd1234', () => HttpResponse.json(onePlaylist(movie)));
    const item = await clientWith({ getLanguage: () => language }).getMediaById('abcd1234');
    expect({ title: item.title, description: item.description }).toEqual({ title, description });
  });

  it.each([
    ['before the scheduled start', '2024-05-01T10:00:00Z', 'SCHEDULED'],
    ['inside the schedule window', '2024-05-01T12:00:00Z', 'LIVE'],
  ])('derives the schedule and status of a live event %s', async (_label, now, status) => {
    answer('get', '/v2/media/evnt0001', () => HttpResponse.json(onePlaylist(liveEvent, 'evnt0001')));
    const item = await clientWith({ now: () => Date.parse(now) }).getMediaById('evnt0001');
    expect(item.mediaStatus).toBe(status);
    expect(item.scheduledStart).toEqual(new Date('2024-05-01T11:00:00Z'));
    expect(item.scheduledEnd).toEqual(new Date('2024-05-01T13:00:00Z'));
  });

  it('keeps image fields the back end already filled', async () => {
    answer('get', '/v2/media/abcd1234', () => HttpResponse.json(onePlaylist({ ...movie, cardImage: 'https://img.test/card.webp' })));
    const item = await clientWith().getMediaById('abcd1234');
    expect(item.cardImage).toBe('https://img.test/card.webp');
    expect(item.backgroundImage).toBe(background('abcd1234'));
  });

  it('answers a 404 with "MediaItem not found" (video_not_found), keeping the status as code', async () => {
    answer('get', '/v2/media/missing1', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
    const error = await failureOf(() => clientWith().getMediaById('missing1'));
    expect(error).toMatchObject({ message: 'MediaItem not found', code: 404, translationKey: 'error:video_not_found' });
    expect(mapMediaError(error)).toEqual({ key: 'error:video_not_found' });
  });

  it('answers an empty media reply with "MediaItem not found"', async () => {
    answer('get', '/v2/media/empty001', () => HttpResponse.json({ title: '', playlist: [] }));
    const error = await failureOf(() => clientWith().getMediaById('empty001'));
    expect(error).toMatchObject({ message: 'MediaItem not found', code: 'media_not_found' });
  });

  it.each([
    [400, { message: 'Invalid token' }, 'Invalid token'],
    [403, {}, 'Request failed with status 403'],
    [500, 'Internal Server Error', 'Internal Server Error'],
  ])('raises a %s reply with the server message and the status as code', async (status, body, message) => {
    answer('get', '/v2/media/abcd1234', () => (typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status })));
    expect(await failureOf(() => clientWith().getMediaById('abcd1234'))).toMatchObject({ code: status, message });
  });

  it.each([
    ['not JSON', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['without a playlist', () => HttpResponse.json({ mediaid: 'abcd1234' })],
    ['with an item without mediaid', () => HttpResponse.json({ playlist: [{ title: 'x' }] })],
  ])('raises invalid_reply for a reply %s', async (_label, reply) => {
    answer('get', '/v2/media/abcd1234', reply);
    expect(await failureOf(() => clientWith().getMediaById('abcd1234'))).toMatchObject({ code: 'invalid_reply' });
  });

  it('raises network_error when the host cannot be reached', async () => {
    answer('get', '/v2/media/abcd1234', () => HttpResponse.error());
    expect(await failureOf(() => clientWith().getMediaById('abcd1234'))).toMatchObject({ code: 'network_error' });
  });

  it('fetches playback.json with passport and plan_id', async () => {
    const seen = answer('get', `/v2/sites/${SITE}/media/abcd1234/playback.json`, () => HttpResponse.json(onePlaylist(movie)));
    const item = await clientWith().getPlaybackJson('abcd1234', { passport: 'pass-1', planId: 'plan-1' });
    expect(query(seen)).toEqual({ passport: 'pass-1', plan_id: 'plan-1' });
    expect(item.mediaid).toBe('abcd1234');
  });

  describe('a protected item without a token (401: its reply would carry signed URLs)', () => {
    const refused = () => HttpResponse.json({ message: 'Missing media token' }, { status: 401 });

    it('is read from the metadata watchlist, sources unsigned, for its page and paywall', async () => {
      answer('get', '/v2/media/abcd1234', refused);
      const list = answer('get', '/apps/watchlists/favlist1', () => HttpResponse.json({ feedid: 'favlist1', title: 'Favorites', playlist: [movie] }));
      const item = await clientWith({ metadataWatchlistId: 'favlist1' }).getMediaById('abcd1234');
      expect(item).toMatchObject({ mediaid: 'abcd1234', title: 'Big Buck Bunny' });
      expect(query(list)).toEqual({ media_ids: 'abcd1234' });
    });

    it.each([
      { case: 'without a metadata watchlist', options: {}, watchlist: [movie], token: undefined },
      { case: 'when the watchlist does not have it', options: { metadataWatchlistId: 'favlist1' }, watchlist: [], token: undefined },
      { case: 'with a token (the token was refused)', options: { metadataWatchlistId: 'favlist1' }, watchlist: [movie], token: 'expired' },
    ])('keeps the 401 $case', async ({ options, watchlist, token }) => {
      answer('get', '/v2/media/abcd1234', refused);
      answer('get', '/apps/watchlists/favlist1', () => HttpResponse.json({ feedid: 'favlist1', title: 'Favorites', playlist: watchlist }));
      expect(await failureOf(() => clientWith(options).getMediaById('abcd1234', { token }))).toMatchObject({ code: 401 });
    });
  });

  it('fetches playback.json with the config the viewer watches under (app_config_id)', async () => {
    const seen = answer('get', `/v2/sites/${SITE}/media/abcd1234/playback.json`, () => HttpResponse.json(onePlaylist(movie)));
    await clientWith().getPlaybackJson('abcd1234', { passport: 'pass-1', appConfigId: 'demoauth' });
    expect(query(seen)).toEqual({ passport: 'pass-1', app_config_id: 'demoauth' });
  });

  it('gets a media token from the content host, with the account credential when given', async () => {
    const seen = answer('get', '/v2/items/jw-media/token', () => HttpResponse.json({ token: 'media-jwt' }));
    expect(await clientWith().getMediaToken('abcd1234', { appConfigId: 'demoavod' })).toBe('media-jwt');
    expect(await clientWith().getMediaToken('abcd1234', { appConfigId: 'demoauth', bearer: 'account-token' })).toBe('media-jwt');
    expect(seen.map((request) => [Object.fromEntries(request.url.searchParams), request.headers.get('authorization')])).toEqual([
      [{ app_config_id: 'demoavod', media_id: 'abcd1234' }, null],
      [{ app_config_id: 'demoauth', media_id: 'abcd1234' }, 'Bearer account-token'],
    ]);
  });

  it('a refused media token keeps its HTTP status (403: not entitled)', async () => {
    answer('get', '/v2/items/jw-media/token', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }));
    expect(await failureOf(() => clientWith().getMediaToken('abcd1234'))).toMatchObject({ code: 403 });
  });
});

describe('ContentApiClient playlists', () => {
  it('fetches /v2/playlists/{id} with every paging and filter parameter', async () => {
    const seen = answer('get', '/v2/playlists/play1234', () => HttpResponse.json(playlistReply));
    const playlist = await clientWith({ getLanguage: () => 'es' }).getPlaylist('play1234', {
      pageLimit: 10,
      pageOffset: 11,
      relatedMediaId: 'abcd1234',
      search: 'bunny',
      useTags: ['kids', 'animation'],
      token: 'signed',
    });
    expect(query(seen)).toEqual({
      page_limit: '10',
      page_offset: '11',
      related_media_id: 'abcd1234',
      search: 'bunny',
      use_tags: 'kids,animation',
      token: 'signed',
    });
    expect(playlist.title).toBe('Destacados');
    expect(playlist.links).toEqual({ first: '/v2/playlists/play1234?page_offset=1' });
    expect(playlist.playlist.map((item) => [item.mediaid, item.feedid, item.mediaStatus])).toEqual([
      ['abcd1234', 'play1234', 'VOD'],
      ['evnt0001', 'play1234', 'LIVE'],
      ['epis0001', 'play1234', 'VOD'],
    ]);
    expect(playlist.playlist[0]?.title).toBe('El gran conejo');
  });

  it.each([
    ['movie', ['abcd1234']],
    [['movie', 'liveevent'], ['abcd1234', 'evnt0001']],
    [[], ['abcd1234', 'evnt0001', 'epis0001']],
  ])('filters the media by contentType %j', async (contentType, ids) => {
    answer('get', '/v2/playlists/play1234', () => HttpResponse.json(playlistReply));
    const playlist = await clientWith().getPlaylist('play1234', { contentType });
    expect(playlist.playlist.map((item) => item.mediaid)).toEqual(ids);
  });

  it('answers a missing playlist with playlist_not_found, keeping 404 as code', async () => {
    answer('get', '/v2/playlists/missing1', () => HttpResponse.json({ message: 'Playlist not found' }, { status: 404 }));
    expect(await failureOf(() => clientWith().getPlaylist('missing1'))).toMatchObject({
      code: 404,
      translationKey: 'error:playlist_not_found',
    });
  });

  it('raises invalid_reply for a playlist of the wrong shape', async () => {
    answer('get', '/v2/playlists/play1234', () => HttpResponse.json({ feedid: 'play1234', playlist: 'none' }));
    expect(await failureOf(() => clientWith().getPlaylist('play1234'))).toMatchObject({ code: 'invalid_reply' });
  });

  it('asks the recommendations playlist for related media (v2)', async () => {
    const seen = answer('get', '/v2/playlists/recs1234', () => HttpResponse.json(playlistReply));
    const related = await clientWith().getRelatedMedia('abcd1234', { playlistId: 'recs1234', contentType: 'episode' });
    expect(query(seen)).toEqual({ related_media_id: 'abcd1234' });
    expect(related.playlist.map((item) => item.mediaid)).toEqual(['epis0001']);
  });

  it('refuses related media without a recommendations playlist (v2): "id is required"', async () => {
    expect(await failureOf(() => clientWith().getRelatedMedia('abcd1234'))).toMatchObject({ message: 'id is required' });
  });

  const contentListReply = {
    id: 'list1234',
    title: 'Staff picks',
    description: 'Chosen by us',
    list: [
      { media_id: 'abcd1234', title: 'Big Buck Bunny', description: 'A rabbit', tags: ['movie', 'comedy'], duration: 596, custom_params: { contentType: 'movie', genre: 'Comedy' } },
      { media_id: 'epis0001', title: 'Pilot', description: null, tags: [], duration: 0, custom_params: { contentType: 'episode', seriesId: 'seri0001' } },
    ],
  };

  it('fetches a content list in its delivery shape and returns it as a playlist', async () => {
    const seen = answer('get', `/v2/sites/${SITE}/content_lists/list1234`, () => HttpResponse.json(contentListReply));
    const list = await clientWith().getContentList('list1234');
    expect(query(seen)).toEqual({});
    expect(list).toMatchObject({ feedid: 'list1234', title: 'Staff picks', description: 'Chosen by us' });
    expect(list.playlist.map((item) => item.mediaid)).toEqual(['abcd1234', 'epis0001']);
    expect(list.playlist[0]).toMatchObject({ feedid: 'list1234', title: 'Big Buck Bunny', tags: 'movie,comedy', duration: 596, contentType: 'movie', genre: 'Comedy' });
    expect(list.playlist[0]?.cardImage).toBe(image('abcd1234', 'card', 640));
    expect(list.playlist[1]).toMatchObject({ seriesId: 'seri0001', contentType: 'episode' });
  });

  it.each([
    ['a playlist-shaped reply', { ...playlistReply, feedid: 'list1234' }],
    ['an entry without a media id', { id: 'list1234', title: 'x', list: [{ title: 'No id' }] }],
  ])('raises invalid_reply for %s', async (_name, body) => {
    answer('get', `/v2/sites/${SITE}/content_lists/list1234`, () => HttpResponse.json(body));
    expect(await failureOf(() => clientWith().getContentList('list1234'))).toMatchObject({ code: 'invalid_reply' });
  });

  it('raises playlist_not_found for an unknown content list', async () => {
    answer('get', `/v2/sites/${SITE}/content_lists/list1234`, () => HttpResponse.json({ message: 'Content list not found', code: 404 }, { status: 404 }));
    expect(await failureOf(() => clientWith().getContentList('list1234'))).toMatchObject({ code: 404 });
  });

  it('fetches a watchlist with media_ids and token', async () => {
    const seen = answer('get', '/apps/watchlists/wl123456', () => HttpResponse.json({ ...playlistReply, feedid: 'wl123456' }));
    await clientWith().getWatchlist('wl123456', { mediaIds: ['abcd1234', 'evnt0001'], token: 'signed' });
    expect(query(seen)).toEqual({ media_ids: 'abcd1234,evnt0001', token: 'signed' });
  });

  it('returns an empty watchlist without a request when there are no media ids', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const playlist = await clientWith({ fetch: fetchSpy }).getWatchlist('wl123456', { mediaIds: [] });
    expect(playlist).toMatchObject({ feedid: 'wl123456', playlist: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ContentApiClient search', () => {
  it('searches through the search playlist (v2)', async () => {
    const seen = answer('get', '/v2/playlists/srch1234', () => HttpResponse.json(playlistReply));
    await clientWith().search('bunny', { playlistId: 'srch1234' });
    expect(query(seen)).toEqual({ search: 'bunny' });
  });

  it('searches the app content (v2)', async () => {
    const seen = answer('get', `/v2/sites/${SITE}/app_content/media/search`, () => HttpResponse.json(playlistReply));
    const result = await clientWith().search('bunny', { appContent: true });
    expect(query(seen)).toEqual({ search_query: 'bunny' });
    expect(result.playlist).toHaveLength(3);
  });

  it('raises "Search is not supported" without a search playlist or app-content search (v2)', async () => {
    expect(await failureOf(() => clientWith().search('bunny'))).toMatchObject({ message: 'Search is not supported' });
  });
});

describe('ContentApiClient second content API shape', () => {
  const second = (overrides: Partial<ContentApiClientOptions> = {}) => clientWith({ apiShape: 'second', configId: 'demoavod', ...overrides });

  it.each([
    [undefined, '/media/abcd1234'],
    ['policy01', '/media/abcd1234/drm/policy01'],
  ])('fetches media (policy %s) at %s with the media token in the query, as the server reads it', async (drmPolicyId, path) => {
    const seen = answer('get', path, () => HttpResponse.json(onePlaylist(movie)));
    const item = await second().getMediaById('abcd1234', { token: 'signed', drmPolicyId });
    expect(query(seen)).toEqual({ token: 'signed' });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(item.cardImage).toBe(image('abcd1234', 'card', 640));
  });

  it('fetches a playlist at /playlist/{id}', async () => {
    const seen = answer('get', '/playlist/play1234', () => HttpResponse.json(playlistReply));
    await second().getPlaylist('play1234', { pageLimit: 5, token: 'signed' });
    expect(query(seen)).toEqual({ page_limit: '5' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer signed');
  });

  it('fetches related media at /related/{mediaId}', async () => {
    const seen = answer('get', '/related/abcd1234', () => HttpResponse.json(playlistReply));
    const related = await second().getRelatedMedia('abcd1234');
    expect(seen).toHaveLength(1);
    expect(related.playlist).toHaveLength(3);
  });

  it.each([
    [{}, 'demoavod'],
    [{ configId: 'otherone' }, 'otherone'],
  ])('searches at /search with search_query and configId (%j)', async (options, configId) => {
    const seen = answer('get', '/search', () => HttpResponse.json(playlistReply));
    await second().search('bunny', options);
    expect(query(seen)).toEqual({ search_query: 'bunny', configId });
  });

  it('answers a missing media item with "MediaItem not found"', async () => {
    answer('get', '/media/missing1', () => new HttpResponse(null, { status: 404 }));
    expect(await failureOf(() => second().getMediaById('missing1'))).toMatchObject({ message: 'MediaItem not found', code: 404 });
  });
});

describe.each([
  {
    shape: 'v2',
    media: { path: '/v2/media/abcd1234', query: { token: 'signed' }, authorization: null },
    drm: { path: '/v2/media/abcd1234/drm/policy01', query: { token: 'signed' }, authorization: null },
    playlist: { path: '/v2/playlists/play1234', query: { page_limit: '5', token: 'signed' }, authorization: null },
    related: { path: '/v2/playlists/recs1234', query: { related_media_id: 'abcd1234' } },
    search: { path: '/v2/playlists/srch1234', query: { search: 'bunny' } },
    withoutPlaylists: { related: 'id is required', search: 'Search is not supported' },
  },
  {
    shape: 'second',
    media: { path: '/media/abcd1234', query: { token: 'signed' }, authorization: null },
    drm: { path: '/media/abcd1234/drm/policy01', query: { token: 'signed' }, authorization: null },
    playlist: { path: '/playlist/play1234', query: { page_limit: '5' }, authorization: 'Bearer signed' },
    related: { path: '/related/abcd1234', query: {} },
    search: { path: '/search', query: { search_query: 'bunny', configId: 'demoavod' } },
    withoutPlaylists: { related: undefined, search: undefined },
  },
] as const)('the same calls on the wire of the $shape shape (001 §7.1)', (wire) => {
  const client = () => clientWith({ apiShape: wire.shape, configId: 'demoavod' });
  const request = (seen: Seen[]) => ({ query: query(seen), authorization: seen[0]?.headers.get('authorization') ?? null });

  it('sends media, with and without a DRM policy, with the token where the shape carries it', async () => {
    const plain = answer('get', wire.media.path, () => HttpResponse.json(onePlaylist(movie)));
    const drm = answer('get', wire.drm.path, () => HttpResponse.json(onePlaylist(movie)));
    await client().getMediaById('abcd1234', { token: 'signed' });
    await client().getMediaById('abcd1234', { token: 'signed', drmPolicyId: 'policy01' });
    expect(request(plain)).toEqual({ query: wire.media.query, authorization: wire.media.authorization });
    expect(request(drm)).toEqual({ query: wire.drm.query, authorization: wire.drm.authorization });
  });

  it('sends a playlist page with the token where the shape carries it', async () => {
    const seen = answer('get', wire.playlist.path, () => HttpResponse.json(playlistReply));
    await client().getPlaylist('play1234', { pageLimit: 5, token: 'signed' });
    expect(request(seen)).toEqual({ query: wire.playlist.query, authorization: wire.playlist.authorization });
  });

  it('asks for related items and searches where the shape answers them', async () => {
    const related = answer('get', wire.related.path, () => HttpResponse.json(playlistReply));
    const search = answer('get', wire.search.path, () => HttpResponse.json(playlistReply));
    await client().getRelatedMedia('abcd1234', { playlistId: 'recs1234' });
    await client().search('bunny', { playlistId: 'srch1234' });
    expect(query(related)).toEqual(wire.related.query);
    expect(query(search)).toEqual(wire.search.query);
  });

  it('without a recommendations or search playlist, fails only where the shape has no route of its own', async () => {
    answer('get', '/related/abcd1234', () => HttpResponse.json(playlistReply));
    answer('get', '/search', () => HttpResponse.json(playlistReply));
    const outcome = (call: () => Promise<unknown>) =>
      call().then(
        () => undefined,
        (error: unknown) => (error instanceof AppError ? error.message : error),
      );
    expect(await outcome(() => client().getRelatedMedia('abcd1234'))).toBe(wire.withoutPlaylists.related);
    expect(await outcome(() => client().search('bunny'))).toBe(wire.withoutPlaylists.search);
  });
});

describe('ContentApiClient series and episodes', () => {
  const series = {
    series_id: 'seri0001',
    title: 'Demo series',
    seasons: [{ season_number: 1, season_title: 'Season 1', episode_count: 2 }],
    episode_count: 2,
    season_count: 1,
  };

  it('fetches a series without query parameters', async () => {
    const seen = answer('get', '/apps/series/seri0001', () => HttpResponse.json(series));
    expect(await clientWith().getSeries('seri0001')).toEqual(series);
    expect(query(seen)).toEqual({});
  });

  it.each([
    [404, false],
    [500, true],
  ])('raises series_error for a %s reply, keeping the status for the retry rule (retry: %s)', async (status, retried) => {
    answer('get', '/apps/series/seri0001', () => HttpResponse.json({ message: 'x' }, { status }));
    const error = await failureOf(() => clientWith().getSeries('seri0001'));
    expect(error).toMatchObject({ code: status, translationKey: 'error:series_error', message: 'Series could not be loaded' });
    expect(seriesQueryRetry(0, error)).toBe(retried);
  });

  it('raises invalid_reply for a series without series_id', async () => {
    answer('get', '/apps/series/seri0001', () => HttpResponse.json({ seasons: [] }));
    expect(await failureOf(() => clientWith().getSeries('seri0001'))).toMatchObject({ code: 'invalid_reply' });
  });

  it('looks up the series of media ids', async () => {
    const lookup = { epis0001: [{ series_id: 'seri0001', episode_number: 1, season_number: 1 }], abcd1234: [] };
    const seen = answer('get', '/apps/series', () => HttpResponse.json(lookup));
    expect(await clientWith().getSeriesByMediaIds(['epis0001', 'abcd1234'])).toEqual(lookup);
    expect(query(seen)).toEqual({ media_ids: 'epis0001,abcd1234' });
  });

  it('looks up nothing without media ids', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    expect(await clientWith({ fetch: fetchSpy }).getSeriesByMediaIds([])).toEqual({});
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches a season page with the default paging and maps the episodes', async () => {
    const seen = answer('get', '/apps/series/seri0001/seasons/2/episodes', () => HttpResponse.json(episodesReply));
    const page = await clientWith().getSeasonEpisodes('seri0001', 2);
    expect(query(seen)).toEqual({ page_offset: '0', page_limit: String(EPISODE_PAGE_SIZE) });
    expect(page).toMatchObject({ page: 1, page_limit: 20, total: 1 });
    expect(page.episodes[0]?.media_item.cardImage).toBe(image('epis0001', 'card', 640));
  });

  it('fetches an episodes page with page_offset, page_limit and after_id', async () => {
    const seen = answer('get', '/apps/series/seri0001/episodes', () => HttpResponse.json(episodesReply));
    await clientWith().getEpisodes('seri0001', { pageOffset: 3, pageLimit: 10, afterId: 'epis0001' });
    expect(query(seen)).toEqual({ page_offset: '3', page_limit: '10', after_id: 'epis0001' });
  });

  it.each([
    ['without paging fields', { episodes: [] }],
    ['with paging nested under pagination', { episodes: [], pagination: { page: 1, page_limit: 20, total: 0 } }],
  ])('raises invalid_reply for an episodes page %s', async (_name, body) => {
    answer('get', '/apps/series/seri0001/episodes', () => HttpResponse.json(body));
    expect(await failureOf(() => clientWith().getEpisodes('seri0001'))).toMatchObject({ code: 'invalid_reply' });
  });

  it('finds the next episode after a given one', async () => {
    const seen = answer('get', '/apps/series/seri0001/episodes', () => HttpResponse.json(episodesReply));
    const next = await clientWith().getNextEpisode('seri0001', 'epis0000');
    expect(query(seen)).toEqual({ page_offset: '0', page_limit: '1', after_id: 'epis0000' });
    expect(next?.media_item.mediaid).toBe('epis0001');
  });

  it('has no next episode after the last one', async () => {
    answer('get', '/apps/series/seri0001/episodes', () => HttpResponse.json({ episodes: [], page: 1, page_limit: 1, total: 0 }));
    expect(await clientWith().getNextEpisode('seri0001', 'epis0001')).toBeUndefined();
  });
});

describe('ContentApiClient ad schedules', () => {
  const schedule = {
    client: 'vast',
    adscheduleid: 'ads12345',
    schedule: [
      { offset: 'pre', tag: `${HOST}/v2/advertising/vast/ads12345/0.xml` },
      { offset: '00:00:30', tag: [`${HOST}/v2/advertising/vast/ads12345/1.xml`], type: 'linear' },
    ],
  };

  it('fetches the schedule with credentials omitted and no Authorization', async () => {
    const seen = answer('get', '/v2/advertising/schedules/ads12345.json', () => HttpResponse.json(schedule));
    expect(await clientWith().getAdSchedule('ads12345')).toEqual(schedule);
    expect(seen[0]?.credentials).toBe('omit');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('raises invalid_reply for a schedule without breaks', async () => {
    answer('get', '/v2/advertising/schedules/ads12345.json', () => HttpResponse.json({ client: 'vast' }));
    expect(await failureOf(() => clientWith().getAdSchedule('ads12345'))).toMatchObject({ code: 'invalid_reply' });
  });
});

describe('ContentApiClient geo-block check', () => {
  const item = {
    sources: [
      { file: `${HOST}/clips/bbb.mp4`, type: 'video/mp4' },
      { file: `${HOST}/hls/bbb/master.m3u8?token=x`, type: 'hls' },
      { file: `${HOST}/hls/other.m3u8`, type: 'application/vnd.apple.mpegurl' },
    ],
  };

  it('sends a HEAD request on the first m3u8 source and allows playback on success', async () => {
    const seen = answer('head', '/hls/bbb/master.m3u8', () => new HttpResponse(null, { status: 200 }));
    expect(await clientWith().checkGeoBlock(item)).toBe('allowed');
    expect(seen.map((request) => [request.method, request.url.search])).toEqual([['HEAD', '?token=x']]);
  });

  it('raises "access blocked" on a 403', async () => {
    answer('head', '/hls/bbb/master.m3u8', () => new HttpResponse(null, { status: 403 }));
    const error = await failureOf(() => clientWith().checkGeoBlock(item));
    expect(error).toMatchObject({ message: 'access blocked', code: 'access_blocked' });
    expect(mapMediaError(error)).toEqual({ key: 'video:access_blocked', action: 'show-access-blocked' });
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a network failure', () => HttpResponse.error()],
  ])('does not block playback on %s', async (_label, reply) => {
    answer('head', '/hls/bbb/master.m3u8', reply);
    expect(await clientWith().checkGeoBlock(item)).toBe('unchecked');
  });

  it('resolves a relative source on the content host', async () => {
    const seen = answer('head', '/live/chan0001/master.m3u8', () => new HttpResponse(null, { status: 200 }));
    expect(await clientWith().checkGeoBlock({ sources: [{ file: '/live/chan0001/master.m3u8', type: 'application/x-mpegURL' }] })).toBe('allowed');
    expect(seen).toHaveLength(1);
  });

  it('checks nothing when the item has no HLS source', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    expect(await clientWith({ fetch: fetchSpy }).checkGeoBlock({ sources: [{ file: 'a.mp4', type: 'video/mp4' }] })).toBe('unchecked');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('passes an abort through', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(abort));
    await expect(clientWith({ fetch: fetchSpy }).checkGeoBlock(item)).rejects.toBe(abort);
  });
});
