import {
  fetchConfigFile,
  fetchSettingsText,
  createContentApiClient,
  createEpgService,
  MEDIA_STATUS,
  parseConfig,
  parseSettings,
  type ContentApiClient,
  type ContentApiShape,
  type RelatedOptions,
  type SearchOptions,
} from '@ott/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';
import { FIXTURE_CATALOG, fixture, testClock } from './helpers';
import { parseMediaPlaylist } from './m3u8';

/**
 * The server against the client the apps use: `@ott/common`'s content API client and EPG service,
 * over real HTTP. Every call must parse, and its result must be what the catalog says.
 */
const clock = testClock('2025-03-01T20:30:00Z');
const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), clock });
let host = '';
let v2: ContentApiClient;

/** The client as an app builds it on the given shape, for the fixture config (`fixtcfg1`). */
const clientOn = (apiShape: ContentApiShape): ContentApiClient =>
  createContentApiClient({ contentHost: host, siteId: 'fixsite1', configId: 'fixtcfg1', apiShape, now: () => clock.now() });

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  host = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  v2 = clientOn('v2');
});
afterAll(() => app.close());

const ids = (list: { playlist: Array<{ mediaid: string }> }): string[] => list.playlist.map((item) => item.mediaid);

/**
 * The two delivery shapes (001 §7.1) pass the same contract. A row says only how the app asks
 * where a shape has no route of its own: v2 reaches related items through the config's
 * recommendations playlist and search through its search playlist or the app-content search; the
 * second shape has `/related/{id}` and `/search` (scoped by the config's search playlist).
 */
const SHAPES: ReadonlyArray<{ shape: ContentApiShape; related: RelatedOptions; searches: SearchOptions[] }> = [
  { shape: 'v2', related: { playlistId: 'recomm01' }, searches: [{ playlistId: 'search01' }, { appContent: true }] },
  { shape: 'second', related: {}, searches: [{}] },
];

describe.each(SHAPES)('the $shape content API shape against the server', ({ shape, related, searches }) => {
  let content: ContentApiClient;
  beforeAll(() => {
    content = clientOn(shape);
  });

  it('reads media items with their derived fields, directly and through a DRM policy', async () => {
    const item = await content.getMediaById('movie001', { token: 't', drmPolicyId: 'Pol1cy42' });
    expect(item).toMatchObject({ mediaid: 'movie001', duration: 6, mediaStatus: MEDIA_STATUS.VOD, trailerId: 'trail001' });
    expect(item.cardImage).toBe(`${host}/v2/media/movie001/images/card.webp?poster_fallback=1&width=640`);
    expect((await content.getMediaById('episod02', { token: 't' })).episodeNumber).toBe('2');
    expect((await content.getMediaById('event001')).mediaStatus).toBe(MEDIA_STATUS.LIVE);
    await expect(content.getMediaById('zzzzzzzz')).rejects.toMatchObject({ message: 'MediaItem not found', code: 404 });
    await expect(content.getMediaById('movie001', { drmPolicyId: 'not-an-id' })).rejects.toMatchObject({ code: 400 });
  });

  it('reads playlists: pages, tags, contentType, and a missing one', async () => {
    expect(ids(await content.getPlaylist('manual01', { token: 't' }))).toEqual(['movie001', 'movie002', 'series01']);
    expect(ids(await content.getPlaylist('dynamic1', { pageLimit: 2, pageOffset: 2 }))).toEqual(['movie001', 'series01']);
    expect(ids(await content.getPlaylist('dynamic1', { useTags: ['comedy'] }))).toEqual(['movie002']);
    expect(ids(await content.getPlaylist('livechan', { contentType: 'livechannel' }))).toEqual(['channel1', 'channel2', 'paidchan']);
    await expect(content.getPlaylist('zzzzzzzz')).rejects.toMatchObject({ code: 404, translationKey: 'error:playlist_not_found' });
    await expect(content.getPlaylist('dynamic1', { pageLimit: 9999 })).rejects.toMatchObject({ code: 400, message: expect.stringContaining('page_limit') });
  });

  it('reads the items related to a media item', async () => {
    expect(ids(await content.getRelatedMedia('movie002', related))).toEqual(['movie001', 'series01']);
    expect(ids(await content.getRelatedMedia('movie001', { ...related, contentType: 'movie' }))).toEqual(['movie002']);
    await expect(content.getRelatedMedia('zzzzzzzz', related)).rejects.toMatchObject({ code: 404 });
  });

  it('searches', async () => {
    for (const options of searches) {
      expect(ids(await content.search('pilot', options))).toEqual(['episod01']);
      expect(ids(await content.search('no such words anywhere', options))).toEqual([]);
    }
  });

  it('reads content lists, watchlists, series, seasons and episodes the same way in both shapes', async () => {
    expect(ids(await content.getContentList('clist001'))).toEqual(['movie002', 'movie001']);
    expect(ids(await content.getWatchlist('favlist1', { mediaIds: ['episod03', 'zzzzzzzz', 'movie003'] }))).toEqual(['episod03', 'movie003']);
    expect(await content.getSeries('series01')).toMatchObject({ series_id: 'series01', episode_count: 3, season_count: 2 });
    expect(await content.getSeriesByMediaIds(['episod03'])).toEqual({ episod03: [{ series_id: 'series01', season_number: 2, episode_number: 1 }] });
    const first = await content.getSeasonEpisodes('series01', 1, { pageLimit: 1 });
    expect(first.episodes.map((episode) => episode.media_item.mediaid)).toEqual(['episod01']);
    const page = await content.getSeasonEpisodes('series01', 1, { pageLimit: 1, pageOffset: first.page });
    expect(page.episodes.map((episode) => episode.media_item.mediaid)).toEqual(['episod02']);
    expect(page).toMatchObject({ page: 2, page_limit: 1, total: 2 });
    expect((await content.getEpisodes('series01')).episodes).toHaveLength(3);
    expect((await content.getNextEpisode('series01', 'episod02'))?.media_item.mediaid).toBe('episod03');
    await expect(content.getSeries('zzzzzzzz')).rejects.toMatchObject({ code: 404, translationKey: 'error:series_error' });
    await expect(content.getSeasonEpisodes('series01', 1, { pageLimit: -1 })).rejects.toMatchObject({ code: 400 });
  });

  it('reads the ad schedule, the config and the settings file, and passes the geo-block check', async () => {
    expect((await content.getAdSchedule('preroll1')).schedule).toHaveLength(2);
    const files = { fetch: (input: string, init?: RequestInit) => globalThis.fetch(input, init) };
    expect(parseConfig(await fetchConfigFile('fixtcfg1', host, files)).ok).toBe(true);
    expect(parseSettings(await fetchSettingsText(`${host}/.webapp.ini`, files)).ok).toBe(true);
    expect(await content.checkGeoBlock(await content.getMediaById('movie001'))).toBe('allowed');
  });
});

describe('the apps content client against the server', () => {
  it('reads the signed playback item of the access bridge', async () => {
    expect((await v2.getPlaybackJson('movie002', { passport: 'p', planId: 'x' })).mediaid).toBe('movie002');
  });

  it('reads both schedule formats through the EPG service', async () => {
    const epg = createEpgService({ contentHost: host, getApiKey: () => 'fixture-epg-key', now: () => clock.now() });
    const channels = await epg.getSchedules([await v2.getMediaById('channel1'), await v2.getMediaById('channel2')]);
    // 27 and 12 programmes a day, over a week back and 3 days ahead (the guide's day switch).
    expect(channels.map((channel) => [channel.id, channel.catchupHours, channel.programs.length])).toEqual([
      ['channel1', 2, 297],
      ['channel2', 8, 132],
    ]);
    expect(channels[0]!.programs.find((programme) => programme.startTime === '2025-03-01T21:10:00.000Z')).toMatchObject({
      title: 'Beta Break',
      cardImage: `${host}/art/card.webp?width=640`,
    });
  });

  it("follows the live window of a channel's source as the clock moves", async () => {
    const channel = await v2.getMediaById('channel1');
    const master = channel.sources?.[0]?.file;
    expect(master).toMatch(/\/live\/channel1\/master\.m3u8$/);
    const mediaPlaylist = async () => {
      const masterText = await (await fetch(master!)).text();
      const variant = masterText.split('\n').find((line) => line !== '' && !line.startsWith('#'))!;
      return parseMediaPlaylist(await (await fetch(new URL(variant, master))).text());
    };
    clock.set('2025-03-01T20:30:01Z');
    const first = await mediaPlaylist();
    expect(first.ended).toBe(false);
    expect(Date.parse(first.segments.at(-1)!.programDateTime)).toBeLessThanOrEqual(clock.now());
    clock.advance(10_000);
    const later = await mediaPlaylist();
    expect(Number(later.tags['EXT-X-MEDIA-SEQUENCE']) - Number(first.tags['EXT-X-MEDIA-SEQUENCE'])).toBe(5);
    clock.set('2025-03-01T20:30:00Z');
  });
});
