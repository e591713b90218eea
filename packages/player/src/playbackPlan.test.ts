import { mediaItemSchema, type MediaItem } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { catchupSourceUrl, isLiveItem, pickSource, playbackKey, playbackPlan } from './playbackPlan';

const HLS = { file: 'https://cdn.test/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' };
const MP4 = { file: 'https://cdn.test/clip.mp4', type: 'video/mp4' };
const LIVE = { file: 'https://cdn.test/live/lcHarbr1/master.m3u8', type: 'application/vnd.apple.mpegurl' };
const NOW = Date.parse('2025-06-01T12:00:00Z');

const item = (fields: Record<string, unknown>): MediaItem => mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', ...fields });
const film = item({ duration: 600, sources: [HLS], tracks: [{ file: 'https://cdn.test/en.vtt', kind: 'captions', label: 'English' }] });
const channel = item({ mediaid: 'lcHarbr1', contentType: 'livechannel', duration: 0, sources: [LIVE] });
const event = (state: string) =>
  item({
    mediaid: 'leFest01',
    contentType: 'liveevent',
    sources: [LIVE],
    'VCH.EventState': state,
    'VCH.ScheduledStart': '2025-06-01T07:00:00Z',
    'VCH.ScheduledEnd': '2025-06-01T22:00:00Z',
  });

describe('pickSource', () => {
  it('prefers HLS, then MP4, then whatever comes first', () => {
    expect(pickSource([MP4, HLS])).toBe(HLS);
    expect(pickSource([{ file: 'https://cdn.test/a.webm', type: 'video/webm' }, MP4])).toBe(MP4);
    expect(pickSource([{ file: 'https://cdn.test/a.webm', type: 'video/webm' }])?.type).toBe('video/webm');
    expect(pickSource([])).toBeUndefined();
    expect(pickSource(undefined)).toBeUndefined();
  });
});

describe('isLiveItem', () => {
  it('is true for live channels and for live events while they are LIVE', () => {
    expect(isLiveItem(channel, NOW)).toBe(true);
    expect(isLiveItem(event('LIVE_PUBLISHED'), NOW)).toBe(true);
    expect(isLiveItem(event('PRE_LIVE'), NOW)).toBe(true); // inside the scheduled window
    expect(isLiveItem(event('VOD_PUBLIC'), NOW)).toBe(false);
    expect(isLiveItem(film, NOW)).toBe(false);
  });
});

describe('catchupSourceUrl', () => {
  it('asks an ended programme with its start and its end (epoch seconds), after the signed URL\'s own query', () => {
    const signed = 'https://cdn.test/live/lcMusic2/master.m3u8?exp=1700000000&sig=abc';
    expect(catchupSourceUrl(signed, '2025-06-01T10:30:00Z', '2025-06-01T12:00:00Z')).toBe(
      `${signed}&start=${Date.parse('2025-06-01T10:30:00Z') / 1000}&end=${Date.parse('2025-06-01T12:00:00Z') / 1000}`,
    );
  });

  it.each([['not a date'], ['2025-06-01T10:00:00Z'], [undefined]])('leaves out an end that is not after the start (%s)', (end) => {
    expect(catchupSourceUrl(LIVE.file, '2025-06-01T10:30:00Z', end)).toBe(`${LIVE.file}?start=${Date.parse('2025-06-01T10:30:00Z') / 1000}`);
  });

  it('adds the programme start in epoch seconds as the server catch-up parameter', () => {
    expect(catchupSourceUrl(LIVE.file, '2025-06-01T10:30:00Z')).toBe(`${LIVE.file}?start=${Date.parse('2025-06-01T10:30:00Z') / 1000}`);
  });

  it('keeps a query and a fragment the URL already has', () => {
    expect(catchupSourceUrl('https://cdn.test/live/x/master.m3u8?token=abc#t', '1970-01-01T00:01:40Z')).toBe(
      'https://cdn.test/live/x/master.m3u8?token=abc&start=100#t',
    );
  });

  it('accepts a Date and rounds down to whole seconds', () => {
    expect(catchupSourceUrl(LIVE.file, new Date(100_900))).toBe(`${LIVE.file}?start=100`);
  });

  it('gives nothing for a start that is not an ISO date', () => {
    expect(catchupSourceUrl(LIVE.file, 'yesterday')).toBeUndefined();
    expect(catchupSourceUrl(LIVE.file, undefined)).toBeUndefined();
  });
});

describe('playbackPlan', () => {
  it('has nothing to play for an item without sources', () => {
    expect(playbackPlan({ item: item({}), now: NOW })).toBeUndefined();
  });

  it('plays a video with its side-loaded subtitle files', () => {
    expect(playbackPlan({ item: film, now: NOW })).toEqual({
      source: { url: HLS.file, type: HLS.type, textTracks: film.tracks },
      live: false,
      fromBeginning: false,
    });
  });

  // Spec 000 §4: resume 5 s before the saved point only when progress is strictly between 0.05 and 0.95.
  it.each([
    [null, undefined],
    [0, undefined],
    [0.05, undefined],
    [0.0501, 0.0501 * 600 - 5],
    [0.5, 295],
    [0.9499, 0.9499 * 600 - 5],
    [0.95, undefined],
    [1, undefined],
  ])('saved progress %s starts at %s s of a 600 s video', (savedProgress, startPosition) => {
    expect(playbackPlan({ item: film, savedProgress, now: NOW })?.startPosition).toBe(startPosition);
  });

  it('starts a live channel at the live edge, whatever the history says', () => {
    expect(playbackPlan({ item: channel, savedProgress: 0.5, now: NOW })).toEqual({
      source: { url: LIVE.file, type: LIVE.type, textTracks: [] },
      live: true,
      fromBeginning: false,
    });
  });

  it('plays a programme that is over from its start to its end', () => {
    const plan = playbackPlan({ item: channel, startFromBeginning: true, liveStartTime: '2025-06-01T07:00:00Z', liveEndTime: '2025-06-01T08:30:00Z', now: NOW });
    expect(plan?.source.url).toBe(`${LIVE.file}?start=${Date.parse('2025-06-01T07:00:00Z') / 1000}&end=${Date.parse('2025-06-01T08:30:00Z') / 1000}`);
  });

  it('plays a programme from its start on the catch-up stream', () => {
    const plan = playbackPlan({ item: channel, startFromBeginning: true, liveStartTime: '2025-06-01T10:30:00Z', now: NOW });
    expect(plan).toMatchObject({ startPosition: 0, live: true, fromBeginning: true });
    expect(plan?.source.url).toBe(`${LIVE.file}?start=${Date.parse('2025-06-01T10:30:00Z') / 1000}`);
  });

  it('uses a live event’s scheduled start when no start time is given', () => {
    const plan = playbackPlan({ item: event('LIVE_PUBLISHED'), startFromBeginning: true, now: NOW });
    expect(plan?.source.url).toBe(`${LIVE.file}?start=${Date.parse('2025-06-01T07:00:00Z') / 1000}`);
  });

  it('stays at the live edge when the start time is unusable', () => {
    expect(playbackPlan({ item: channel, startFromBeginning: true, liveStartTime: 'soon', now: NOW })).toMatchObject({ fromBeginning: false });
  });

  it('plays an event that has ended as a video', () => {
    expect(playbackPlan({ item: { ...event('VOD_PUBLIC'), sources: [HLS], duration: 900 }, now: NOW })).toMatchObject({ live: false });
  });
});

describe('playbackKey', () => {
  it('changes with the source and the way it plays, not with anything else', () => {
    const key = playbackKey(playbackPlan({ item: film, now: NOW }));
    expect(playbackKey(playbackPlan({ item: { ...film, title: 'Renamed' }, savedProgress: 0.5, now: NOW }))).toBe(key);
    expect(playbackKey(playbackPlan({ item: { ...film, sources: [MP4] }, now: NOW }))).not.toBe(key);
    expect(playbackKey(undefined)).toBe('');
  });
});
