import { createContentApiClient, createEpgService, MEDIA_STATUS, parseConfig, parseSettings, type ContentApiClient } from '@ott/common';
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
let second: ContentApiClient;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  host = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const options = { contentHost: host, siteId: 'fixsite1', settingsHost: host, now: () => clock.now() };
  v2 = createContentApiClient(options);
  second = createContentApiClient({ ...options, apiShape: 'second', configId: 'fixtcfg1' });
});
afterAll(() => app.close());

const ids = (list: { playlist: Array<{ mediaid: string }> }): string[] => list.playlist.map((item) => item.mediaid);

describe('the apps content client against the server', () => {
  it('reads media items with their derived fields', async () => {
    const item = await v2.getMediaById('movie001', { token: 't', drmPolicyId: 'Pol1cy42' });
    expect(item).toMatchObject({ mediaid: 'movie001', duration: 6, mediaStatus: MEDIA_STATUS.VOD, trailerId: 'trail001' });
    expect(item.cardImage).toBe(`${host}/v2/media/movie001/images/card.webp?poster_fallback=1&width=640`);
    expect((await v2.getPlaybackJson('movie002', { passport: 'p', planId: 'x' })).mediaid).toBe('movie002');
    expect((await second.getMediaById('episod02', { token: 't' })).episodeNumber).toBe('2');
    const event = await v2.getMediaById('event001');
    expect(event.mediaStatus).toBe(MEDIA_STATUS.LIVE);
    await expect(v2.getMediaById('zzzzzzzz')).rejects.toMatchObject({ message: 'MediaItem not found' });
  });

  it('reads playlists, content lists, search, related items and watchlists', async () => {
    expect(ids(await v2.getPlaylist('dynamic1', { pageLimit: 2, pageOffset: 2 }))).toEqual(['movie001', 'series01']);
    expect(ids(await v2.getPlaylist('dynamic1', { useTags: ['comedy'] }))).toEqual(['movie002']);
    expect(ids(await v2.getPlaylist('livechan', { contentType: 'livechannel' }))).toEqual(['channel1', 'channel2']);
    expect(ids(await second.getPlaylist('manual01'))).toEqual(['movie001', 'movie002', 'series01']);
    expect(ids(await v2.getContentList('clist001'))).toEqual(['movie002', 'movie001']);
    expect(ids(await v2.search('pilot', { playlistId: 'search01' }))).toEqual(['episod01']);
    expect(ids(await v2.search('pilot', { appContent: true }))).toEqual(['episod01']);
    expect(ids(await second.search('pilot'))).toEqual(['episod01']);
    expect(ids(await v2.getRelatedMedia('movie001', { playlistId: 'recomm01' }))).toEqual(['series01', 'movie002']);
    expect(ids(await second.getRelatedMedia('movie002'))).toEqual(['movie001', 'series01']);
    expect(ids(await v2.getWatchlist('favlist1', { mediaIds: ['episod03', 'zzzzzzzz', 'movie003'] }))).toEqual(['episod03', 'movie003']);
    await expect(v2.getPlaylist('zzzzzzzz')).rejects.toMatchObject({ code: 404 });
  });

  it('reads series, seasons and episodes, paging with page numbers', async () => {
    expect(await v2.getSeries('series01')).toMatchObject({ series_id: 'series01', episode_count: 3, season_count: 2 });
    expect(await v2.getSeriesByMediaIds(['episod03'])).toEqual({ episod03: [{ series_id: 'series01', season_number: 2, episode_number: 1 }] });
    const page = await v2.getSeasonEpisodes('series01', 1, { pageLimit: 1, pageOffset: 2 });
    expect(page.episodes.map((episode) => episode.media_item.mediaid)).toEqual(['episod02']);
    expect(page.pagination).toEqual({ page: 2, page_limit: 1, total: 2 });
    expect((await v2.getEpisodes('series01')).episodes).toHaveLength(3);
    expect((await v2.getNextEpisode('series01', 'episod02'))?.media_item.mediaid).toBe('episod03');
    await expect(v2.getSeries('zzzzzzzz')).rejects.toMatchObject({ code: 404 });
  });

  it('reads the ad schedule, the config, the settings file and passes the geo-block check', async () => {
    expect((await v2.getAdSchedule('preroll1')).schedule).toHaveLength(2);
    expect(parseConfig(await v2.fetchConfig('fixtcfg1')).ok).toBe(true);
    expect(parseSettings(await v2.fetchSettingsFile()).ok).toBe(true);
    expect(await v2.checkGeoBlock(await v2.getMediaById('movie001'))).toBe('allowed');
  });

  it('reads both schedule formats through the EPG service', async () => {
    const epg = createEpgService({ contentHost: host, getApiKey: () => 'fixture-epg-key', now: () => clock.now() });
    const channels = await epg.getSchedules([await v2.getMediaById('channel1'), await v2.getMediaById('channel2')]);
    expect(channels.map((channel) => [channel.id, channel.catchupHours, channel.programs.length])).toEqual([
      ['channel1', 2, 81],
      ['channel2', 8, 36],
    ]);
    expect(channels[0]!.programs.find((programme) => programme.startTime === '2025-03-01T21:10:00.000Z')).toMatchObject({
      title: 'Beta Break',
      cardImage: `${host}/art/card.webp?width=640`,
    });
  });

  it('answers malformed parameters with 400 and the server message, raised by the client as is', async () => {
    await expect(v2.getPlaylist('dynamic1', { pageLimit: 9999 })).rejects.toMatchObject({ code: 400, message: expect.stringContaining('page_limit') });
    await expect(v2.getSeasonEpisodes('series01', 1, { pageLimit: -1 })).rejects.toMatchObject({ code: 400 });
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
