import { EVENT_STATE, getMediaStatus, mediaItemSchema, MEDIA_STATUS } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { editedCatalog, editJson, fixtureServer, get, json, testClock } from '../helpers';
import { parseMediaPlaylist, type ParsedPlaylist } from '../m3u8';

const clock = testClock('2025-03-01T00:10:00Z');
const app = fixtureServer(clock);

async function media(url: string): Promise<ParsedPlaylist> {
  const response = await get(app, url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  // Half the fixture's 2-s target duration; a finished catch-up window is fixed for good.
  expect(response.headers['cache-control']).toBe(response.body.includes('#EXT-X-ENDLIST') && url.includes('end=') ? 'public, max-age=86400' : 'public, max-age=1');
  return parseMediaPlaylist(response.body);
}
const seconds = (iso: string): number => Date.parse(iso) / 1000;
const sequence = (playlist: ParsedPlaylist): number => Number(playlist.tags['EXT-X-MEDIA-SEQUENCE']);
const discontinuitySequence = (playlist: ParsedPlaylist): number => Number(playlist.tags['EXT-X-DISCONTINUITY-SEQUENCE']);

describe('live channel playlist', () => {
  it('is a sliding window of six segments ending at the clock', async () => {
    clock.set('2025-03-01T00:10:01Z');
    const playlist = await media('/live/channel1/media.m3u8');
    expect(playlist.ended).toBe(false);
    expect(playlist.tags['EXT-X-TARGETDURATION']).toBe('2');
    expect(playlist.tags['EXT-X-PLAYLIST-TYPE']).toBeUndefined();
    expect(sequence(playlist)).toBe(seconds('2025-03-01T00:09:48Z') / 2);
    expect(playlist.segments.map((segment) => segment.programDateTime)).toEqual([
      '2025-03-01T00:09:48.000Z',
      '2025-03-01T00:09:50.000Z',
      '2025-03-01T00:09:52.000Z',
      '2025-03-01T00:09:54.000Z',
      '2025-03-01T00:09:56.000Z',
      '2025-03-01T00:09:58.000Z',
    ]);
    expect(playlist.segments.every((segment) => segment.duration === 2 && segment.uri.startsWith('/hls/alpha/main_'))).toBe(true);
  });

  it('advances the media sequence by one every segment duration', async () => {
    clock.set('2025-03-01T00:10:00Z');
    const start = sequence(await media('/live/channel1/media.m3u8'));
    clock.advance(1999);
    expect(sequence(await media('/live/channel1/media.m3u8'))).toBe(start);
    clock.advance(1);
    expect(sequence(await media('/live/channel1/media.m3u8'))).toBe(start + 1);
    clock.advance(20_000);
    expect(sequence(await media('/live/channel1/media.m3u8'))).toBe(start + 11);
  });

  it('loops the programme clip with a discontinuity at each loop', async () => {
    // 00:00 starts Morning Alpha; alpha has 3 segments of 2 s, so loops start at 00:00:00, :06, :12...
    clock.set('2025-03-01T00:00:13Z');
    const playlist = await media('/live/channel1/media.m3u8');
    expect(playlist.segments.map((segment) => [segment.uri, segment.discontinuity])).toEqual([
      ['/hls/alpha/main_000.ts', true],
      ['/hls/alpha/main_001.ts', false],
      ['/hls/alpha/main_002.ts', false],
      ['/hls/alpha/main_000.ts', true],
      ['/hls/alpha/main_001.ts', false],
      ['/hls/alpha/main_002.ts', false],
    ]);
  });

  it('switches clip when the guide switches programme', async () => {
    // Morning Alpha 00:00-01:00, then Beta Break (beta) 01:00-01:50.
    clock.set('2025-03-01T01:00:05Z');
    const playlist = await media('/live/channel1/media.m3u8');
    expect(playlist.segments.map((segment) => [segment.programDateTime, segment.uri, segment.discontinuity])).toEqual([
      ['2025-03-01T00:59:52.000Z', '/hls/alpha/main_002.ts', false],
      ['2025-03-01T00:59:54.000Z', '/hls/alpha/main_000.ts', true],
      ['2025-03-01T00:59:56.000Z', '/hls/alpha/main_001.ts', false],
      ['2025-03-01T00:59:58.000Z', '/hls/alpha/main_002.ts', false],
      ['2025-03-01T01:00:00.000Z', '/hls/beta/main_000.ts', true],
      ['2025-03-01T01:00:02.000Z', '/hls/beta/main_001.ts', false],
    ]);
  });

  it('cuts the last programme of the day at midnight and starts the template again', async () => {
    // 13 cycles of 110 min end at 23:50; Morning Alpha is cut to 10 minutes.
    clock.set('2025-03-02T00:00:03Z');
    const playlist = await media('/live/channel1/media.m3u8');
    expect(playlist.segments.slice(-2).map((segment) => [segment.programDateTime, segment.uri, segment.discontinuity])).toEqual([
      ['2025-03-01T23:59:58.000Z', '/hls/alpha/main_002.ts', false],
      ['2025-03-02T00:00:00.000Z', '/hls/alpha/main_000.ts', true],
    ]);
  });

  it('keeps the discontinuity sequence consistent as the window slides (programme changes, loops, midnight)', async () => {
    for (const start of ['2025-03-01T00:58:30Z', '2025-03-01T23:49:00Z', '2025-03-01T23:58:30Z']) {
      clock.set(start);
      let previous = await media('/live/channel1/media.m3u8');
      for (let step = 0; step < 60; step++) {
        clock.advance(2000);
        const next = await media('/live/channel1/media.m3u8');
        expect(sequence(next)).toBe(sequence(previous) + 1);
        const slidOut = previous.segments[0]!.discontinuity ? 1 : 0;
        expect(discontinuitySequence(next)).toBe(discontinuitySequence(previous) + slidOut);
        expect(next.segments.slice(0, -1)).toEqual(previous.segments.slice(1));
        previous = next;
      }
    }
  });

  it('serves a master playlist per channel that passes catch-up parameters on', async () => {
    const response = await get(app, '/live/channel1/master.m3u8');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=');
    expect(response.body).toContain('RESOLUTION=64x36');
    expect(response.body).toContain('CODECS="avc1.4d400a,mp4a.40.2"');
    expect(response.body.trim().split('\n').at(-1)).toBe('media.m3u8');
    clock.set('2025-03-01T12:00:00Z');
    const catchup = await get(app, `/live/channel1/master.m3u8?start=${seconds('2025-03-01T11:00:00Z')}`);
    expect(catchup.body.trim().split('\n').at(-1)).toBe(`media.m3u8?start=${seconds('2025-03-01T11:00:00Z')}`);
  });
});

describe('catch-up', () => {
  it('returns an EVENT playlist from the start to now inside the catch-up window', async () => {
    clock.set('2025-03-01T12:00:01Z');
    const playlist = await media(`/live/channel1/media.m3u8?start=${seconds('2025-03-01T10:30:01Z')}`);
    expect(playlist.tags['EXT-X-PLAYLIST-TYPE']).toBe('EVENT');
    expect(playlist.ended).toBe(false);
    expect(playlist.segments[0]!.programDateTime).toBe('2025-03-01T10:30:00.000Z');
    expect(playlist.segments.at(-1)!.programDateTime).toBe('2025-03-01T11:59:58.000Z');
    expect(playlist.segments).toHaveLength((90 * 60) / 2);
    expect(sequence(playlist)).toBe(seconds('2025-03-01T10:30:00Z') / 2);
  });

  it('returns a complete VOD playlist when the requested end has passed', async () => {
    clock.set('2025-03-01T12:00:00Z');
    const playlist = await media(`/live/channel1/media.m3u8?start=${seconds('2025-03-01T11:00:00Z')}&end=${seconds('2025-03-01T11:50:00Z')}`);
    expect(playlist.tags['EXT-X-PLAYLIST-TYPE']).toBe('VOD');
    expect(playlist.ended).toBe(true);
    expect(playlist.segments).toHaveLength(1500);
    expect(playlist.segments.at(-1)!.programDateTime).toBe('2025-03-01T11:49:58.000Z');
  });

  it.each([
    ['before the window (channel1 keeps 2 hours)', `start=${seconds('2025-03-01T09:59:59Z')}`, 'start', 'must lie within the catch-up window: the last 2 hours'],
    ['in the future', `start=${seconds('2025-03-01T12:00:01Z')}`, 'start', 'must lie within the catch-up window: the last 2 hours'],
    ['with an end before the start', `start=${seconds('2025-03-01T11:00:00Z')}&end=${seconds('2025-03-01T10:59:00Z')}`, 'end', 'must be after start'],
    ['not a number', 'start=yesterday', 'start', 'must be an integer'],
    ['in milliseconds', `start=${Date.parse('2025-03-01T11:00:00Z')}`, 'start', 'must be an integer from 946684800 to 4102444800'],
  ])('refuses a start %s with 400', async (_what, query, parameter, problem) => {
    clock.set('2025-03-01T12:00:00Z');
    const response = await get(app, `/live/channel1/media.m3u8?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: `Invalid parameter "${parameter}": ${problem}`, code: 400, parameter });
  });
});

describe('live channel item', () => {
  it('points at the live stream and the schedule', async () => {
    const item = json<{ playlist: Array<Record<string, unknown>> }>(await get(app, '/v2/media/channel1')).playlist[0]!;
    expect(mediaItemSchema.parse(item).contentType).toBe('livechannel');
    expect(item).toMatchObject({
      duration: 0,
      sources: [{ file: 'http://tv.test:8080/live/channel1/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
      scheduleUrl: 'http://tv.test:8080/epg/channel1.json',
      scheduleType: 'jwp',
      catchupHours: '2',
      liveChannelsId: 'livechan',
    });
    const second = json<{ playlist: Array<Record<string, unknown>> }>(await get(app, '/v2/media/channel2')).playlist[0]!;
    expect(second).toMatchObject({ scheduleUrl: 'http://tv.test:8080/epg/channel2.xml', scheduleType: 'viewnexa', catchupHours: '8', liveChannelsId: 'livechan' });
  });

  it('loads a channel whose contentType is written as the public documentation writes it (LiveChannel)', async () => {
    const dir = editedCatalog((d) => editJson<Array<Record<string, unknown>>>(d, 'items/live.json', (items) => void (items[0]!['contentType'] = 'LiveChannel')));
    const server = buildServer({ catalogDir: dir, clock });
    const item = json<{ playlist: Array<Record<string, unknown>> }>(await get(server, '/v2/media/channel1')).playlist[0]!;
    await server.close();
    expect(item).toMatchObject({ contentType: 'livechannel', scheduleType: 'jwp', liveChannelsId: 'livechan' });
  });

  it.each([
    ['json', 'jwp', 'json'],
    ['xml', 'viewnexa', 'xml'],
  ])('still loads a catalog written with the earlier scheduleType %s, and serves %s', async (earlier, served, route) => {
    const dir = editedCatalog((d) => editJson<Array<Record<string, unknown>>>(d, 'items/live.json', (items) => void ((items[0]!['live'] as Record<string, unknown>)['scheduleType'] = earlier)));
    const server = buildServer({ catalogDir: dir, clock });
    const item = json<{ playlist: Array<Record<string, unknown>> }>(await get(server, '/v2/media/channel1')).playlist[0]!;
    await server.close();
    expect(item).toMatchObject({ scheduleType: served, scheduleUrl: `http://tv.test:8080/epg/channel1.${route}` });
  });
});

describe('live events', () => {
  type Item = Record<string, unknown>;
  const eventItem = async (id: string): Promise<Item> => json<{ playlist: Item[] }>(await get(app, `/v2/media/${id}`)).playlist[0]!;

  it.each([
    ['2025-03-01T19:59:59Z', EVENT_STATE.PRE_LIVE, MEDIA_STATUS.SCHEDULED, '2025-03-01T20:00:00.000Z'],
    ['2025-03-01T20:00:00Z', EVENT_STATE.LIVE_PUBLISHED, MEDIA_STATUS.LIVE, '2025-03-01T20:00:00.000Z'],
    ['2025-03-01T20:59:59Z', EVENT_STATE.LIVE_PUBLISHED, MEDIA_STATUS.LIVE, '2025-03-01T20:00:00.000Z'],
    ['2025-03-01T21:00:00Z', EVENT_STATE.VOD_PUBLIC, MEDIA_STATUS.VOD, '2025-03-01T20:00:00.000Z'],
    ['2025-03-02T00:00:00Z', EVENT_STATE.PRE_LIVE, MEDIA_STATUS.SCHEDULED, '2025-03-02T20:00:00.000Z'],
  ])('a daily event at %s is %s', async (now, state, status, start) => {
    clock.set(now);
    const item = await eventItem('event001');
    expect(item).toMatchObject({ 'VCH.EventState': state, 'VCH.ScheduledStart': start });
    expect(getMediaStatus(mediaItemSchema.parse(item), new Date(now))).toBe(status);
  });

  it('plays the live playlist while live and the VOD clip after', async () => {
    clock.set('2025-03-01T20:00:10Z');
    expect((await eventItem('event001'))['sources']).toEqual([{ file: 'http://tv.test:8080/live/event001/master.m3u8', type: 'application/vnd.apple.mpegurl' }]);
    const live = await media('/live/event001/media.m3u8');
    expect(sequence(live)).toBe(0);
    expect(live.segments.map((segment) => [segment.programDateTime, segment.uri, segment.discontinuity])).toEqual([
      ['2025-03-01T20:00:00.000Z', '/hls/beta/main_000.ts', false],
      ['2025-03-01T20:00:02.000Z', '/hls/beta/main_001.ts', false],
      ['2025-03-01T20:00:04.000Z', '/hls/beta/main_000.ts', true],
      ['2025-03-01T20:00:06.000Z', '/hls/beta/main_001.ts', false],
      ['2025-03-01T20:00:08.000Z', '/hls/beta/main_000.ts', true],
    ]);
    clock.set('2025-03-01T21:30:00Z');
    const after = await eventItem('event001');
    expect(after).toMatchObject({ duration: 4, sources: [{ file: 'http://tv.test:8080/hls/beta/master.m3u8' }] });
    const ended = await media('/live/event001/media.m3u8');
    expect(ended.ended).toBe(true);
    expect(ended.segments.at(-1)!.programDateTime).toBe('2025-03-01T20:59:58.000Z');
  });

  it('has an empty live playlist before it starts, which players keep polling', async () => {
    clock.set('2025-03-01T19:00:00Z');
    const playlist = await media('/live/event001/media.m3u8');
    expect(playlist.segments).toEqual([]);
    expect(playlist.ended).toBe(false);
  });

  it.each([
    ['2025-03-01T17:00:00Z', EVENT_STATE.PRE_LIVE],
    ['2025-03-01T18:45:00Z', EVENT_STATE.LIVE_PUBLISHED],
    ['2025-03-02T18:45:00Z', EVENT_STATE.VOD_PUBLIC],
  ])('a fixed event at %s is %s', async (now, state) => {
    clock.set(now);
    expect(await eventItem('event002')).toMatchObject({ 'VCH.EventState': state, 'VCH.ScheduledStart': '2025-03-01T18:00:00.000Z', 'VCH.ScheduledEnd': '2025-03-01T19:30:00.000Z' });
  });

  it('is never served from a cache: the state follows the clock', async () => {
    clock.set('2025-03-01T19:00:00Z');
    expect(await eventItem('event001')).toMatchObject({ 'VCH.EventState': EVENT_STATE.PRE_LIVE });
    clock.set('2025-03-01T20:30:00Z');
    expect(await eventItem('event001')).toMatchObject({ 'VCH.EventState': EVENT_STATE.LIVE_PUBLISHED });
    const playlist = json<{ playlist: Item[] }>(await get(app, '/v2/playlists/manual01'));
    expect(playlist.playlist).toHaveLength(3);
  });
});

describe('live errors', () => {
  it.each([
    ['/live/movie001/media.m3u8', 404, 'Live channel not found'],
    ['/live/zzzzzzzz/master.m3u8', 404, 'Live channel not found'],
    ['/live/chan!/media.m3u8', 400, 'Invalid parameter "id": is not a valid id'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
