import {
  adScheduleSchema,
  contentListSchema,
  episodesPageSchema,
  parseConfig,
  parseSettings,
  playlistSchema,
  seriesLookupSchema,
  seriesSchema,
  validateEpgPrograms,
} from '@ott/common';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json, ORIGIN } from './helpers';

/**
 * Every delivery endpoint of spec 001 §7.1 (and the EPG of §7.8) against the public delivery API:
 * the reply parses with the `@ott/common` schema the apps read it with, carries the fields the
 * published API has, pages the way it pages, and fails with `{ message, code }` (plus `parameter`
 * on a 400) on an unknown id or a malformed parameter.
 */
const app = fixtureServer();

type Body = Record<string, unknown>;
type Check = (body: Body) => void;

const playlistItems = (body: Body) => playlistSchema.parse(body).playlist;
const hasItemFields: Check = (body) => {
  for (const item of playlistItems(body)) {
    expect(item).toMatchObject({ mediaid: expect.any(String), title: expect.any(String), feedid: body['feedid'], image: expect.stringMatching(/^http:\/\//) });
    expect(item['images']).toEqual(expect.arrayContaining([expect.objectContaining({ src: expect.any(String), width: expect.any(Number), type: 'image/webp' })]));
  }
};

const SUCCESSES: ReadonlyArray<[string, Check]> = [
  ['/v2/media/movie001', (body) => {
    expect(body).toMatchObject({ kind: 'Single Item', feedid: 'movie001' });
    hasItemFields(body);
    expect(playlistItems(body)[0]).toMatchObject({ duration: 6, sources: [expect.objectContaining({ file: `${ORIGIN}/hls/alpha/master.m3u8`, type: 'application/vnd.apple.mpegurl' })] });
  }],
  ['/v2/media/movie001/drm/Pol1cy42?token=ignored', (body) => expect(playlistItems(body)[0]?.mediaid).toBe('movie001')],
  ['/v2/sites/fixsite1/media/movie001/playback.json?plan_id=anyplan1', (body) => expect(playlistItems(body)[0]?.mediaid).toBe('movie001')],
  ['/v2/playlists/dynamic1?page_limit=2&page_offset=1', (body) => {
    hasItemFields(body);
    expect(playlistItems(body)).toHaveLength(2);
    expect(body['links']).toMatchObject({ first: expect.stringContaining('page_offset=1'), next: expect.stringContaining('page_offset=3') });
  }],
  ['/v2/playlists/search01?search=pilot', (body) => expect(playlistItems(body).map((item) => item.mediaid)).toEqual(['episod01'])],
  ['/v2/playlists/recomm01?related_media_id=movie002', (body) => expect(playlistItems(body).map((item) => item.mediaid)).not.toContain('movie002')],
  ['/v2/playlists/manual01?use_tags=comedy', (body) => expect(playlistItems(body).map((item) => item.mediaid)).toEqual(['movie002'])],
  ['/v2/sites/fixsite1/content_lists/clist001', (body) => {
    const list = contentListSchema.parse(body);
    expect(list.list.map((entry) => entry.media_id)).toEqual(['movie002', 'movie001']);
    expect(list.list[0]).toMatchObject({ tags: ['drama', 'comedy'], custom_params: expect.objectContaining({ contentType: 'movie' }) });
  }],
  ['/v2/sites/fixsite1/app_content/media/search?search_query=fixture', (body) => expect(playlistItems(body).map((item) => item.mediaid)).toEqual(['channel1', 'channel2'])],
  ['/apps/watchlists/favlist1?media_ids=episod03,zzzzzzzz,movie003&token=ignored', (body) => {
    hasItemFields(body);
    expect(playlistItems(body).map((item) => item.mediaid)).toEqual(['episod03', 'movie003']);
  }],
  ['/apps/series/series01', (body) => expect(seriesSchema.parse(body)).toMatchObject({ series_id: 'series01', episode_count: 3, season_count: 2, total_duration: 14 })],
  ['/apps/series?media_ids=episod02,movie001', (body) => expect(seriesLookupSchema.parse(body)).toEqual({ episod02: [{ series_id: 'series01', season_number: 1, episode_number: 2 }], movie001: [] })],
  ['/apps/series/series01/seasons/1/episodes?page_offset=0&page_limit=1', (body) => {
    const page = episodesPageSchema.parse(body);
    expect(page).toMatchObject({ page: 1, page_limit: 1, total: 2 });
    expect(body['pagination']).toBeUndefined();
    expect(page.episodes[0]).toMatchObject({ episode_number: 1, season_number: 1, media_item: expect.objectContaining({ mediaid: 'episod01' }) });
  }],
  ['/apps/series/series01/episodes?page_offset=1&page_limit=2&after_id=episod01', (body) => {
    const page = episodesPageSchema.parse(body);
    expect(page).toMatchObject({ page: 2, page_limit: 2, total: 2, episodes: [] });
  }],
  ['/v2/advertising/schedules/preroll1.json', (body) => {
    const schedule = adScheduleSchema.parse(body);
    expect(schedule).toMatchObject({ client: 'vast', adscheduleid: 'preroll1' });
    expect(schedule.schedule[0]).toMatchObject({ offset: 'pre', tag: expect.stringMatching(/^http:\/\/tv\.test:8080\/v2\/advertising\/vast\//) });
  }],
  ['/apps/configs/fixtcfg1.json', (body) => expect(parseConfig(body).ok).toBe(true)],
  ['/epg/channel1.json', (body) => expect(validateEpgPrograms(body, 'jwp').length).toBeGreaterThan(0)],
];

describe('the delivery API, endpoint by endpoint', () => {
  it.each(SUCCESSES)('%s', async (url, check) => {
    const response = await get(app, url, url.startsWith('/epg/') ? { 'api-key': 'fixture-epg-key' } : {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    check(json<Body>(response));
  });

  it('serves the settings file as text', async () => {
    const response = await get(app, '/.webapp.ini');
    expect(response.statusCode).toBe(200);
    expect(parseSettings(response.body).ok).toBe(true);
  });

  it('serves item images as WebP, and the XMLTV guide with lang on titles', async () => {
    const image = await get(app, '/v2/media/movie001/images/card.webp?width=640&poster_fallback=1');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const xml = await get(app, '/epg/channel2.xml');
    const programme = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml.body).tv.programme[0];
    expect(programme.title).toMatchObject({ '#text': expect.any(String), lang: 'en' });
  });

  it('sets live channels up with liveChannelsId and a public scheduleType', async () => {
    const list = playlistItems(json<Body>(await get(app, '/v2/playlists/livechan')));
    for (const channel of list.filter((item) => item.contentType === 'livechannel' && item.mediaid !== 'paidchan')) {
      expect(channel).toMatchObject({ liveChannelsId: 'livechan', scheduleType: expect.stringMatching(/^(jwp|viewnexa)$/), scheduleUrl: expect.stringMatching(/^http:\/\/tv\.test:8080\/epg\//) });
    }
  });
});

const FAILURES: ReadonlyArray<[string, number, string, string?]> = [
  ['/v2/media/zzzzzzzz', 404, 'MediaItem not found'],
  ['/v2/media/short', 400, 'Invalid parameter "id": is not a valid id', 'id'],
  ['/v2/media/movie001/drm/bad!', 400, 'Invalid parameter "policyId": is not a valid id', 'policyId'],
  ['/v2/sites/othersit/media/movie001/playback.json', 404, 'Site not found'],
  ['/v2/media/movie001/images/card.webp?width=0', 400, 'Invalid parameter "width": must be an integer from 1 to 1000000', 'width'],
  ['/v2/playlists/zzzzzzzz', 404, 'Playlist not found'],
  ['/v2/playlists/manual01?page_offset=0', 400, 'Invalid parameter "page_offset": must be an integer from 1 to 9007199254740991', 'page_offset'],
  ['/v2/playlists/manual01?page_limit=501', 400, 'Invalid parameter "page_limit": must be an integer from 1 to 500', 'page_limit'],
  ['/v2/playlists/recomm01?related_media_id=zzzzzzzz', 404, 'MediaItem not found'],
  ['/v2/sites/fixsite1/content_lists/zzzzzzzz', 404, 'Content list not found'],
  ['/v2/sites/fixsite1/content_lists/clist001?page_limit=x', 400, 'Invalid parameter "page_limit": must be an integer', 'page_limit'],
  ['/v2/sites/othersit/app_content/media/search?search_query=x', 404, 'Site not found'],
  ['/apps/watchlists/zzzzzzzz?media_ids=movie001', 404, 'Playlist not found'],
  ['/apps/watchlists/favlist1?media_ids=movie001,bad', 400, 'Invalid parameter "media_ids": "bad" is not a valid id', 'media_ids'],
  ['/apps/series/zzzzzzzz', 404, 'Series not found'],
  ['/apps/series?media_ids=x', 400, 'Invalid parameter "media_ids": "x" is not a valid id', 'media_ids'],
  ['/apps/series/series01/seasons/9/episodes', 404, 'Season not found'],
  ['/apps/series/series01/seasons/1/episodes?page_offset=-1', 400, 'Invalid parameter "page_offset": must be an integer from 0 to 1000000', 'page_offset'],
  ['/apps/series/series01/episodes?after_id=movie001', 400, 'Invalid parameter "after_id": is not an episode of this series', 'after_id'],
  ['/v2/advertising/schedules/nosuchad.json', 404, 'Ad schedule not found'],
  ['/apps/configs/nosuchcf.json', 404, 'Config not found'],
  ['/apps/configs/Bad.json', 400, 'Invalid parameter "configId": must be 8 lowercase letters or digits followed by .json', 'configId'],
  ['/epg/zzzzzzzz.xml', 404, 'Live channel not found'],
];

describe('delivery API errors', () => {
  it.each(FAILURES)('%s -> %i %s', async (url, status, message, parameter) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ message, code: status, ...(parameter ? { parameter } : {}) });
  });
});
