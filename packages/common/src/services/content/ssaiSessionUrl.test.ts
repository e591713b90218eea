import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../entities/media';
import { ssaiSessionUrl, withServerSideAds } from './ssaiSessionUrl';

const HLS = 'application/vnd.apple.mpegurl';
const item = (extra: Partial<MediaItem> & Record<string, unknown> = {}): MediaItem =>
  ({
    mediaid: 'mvFrac02',
    title: 'Film',
    sources: [
      { file: 'http://127.0.0.1:8080/hls/deep-field/master.m3u8', type: HLS },
      { file: 'http://127.0.0.1:8080/hls/deep-field/film.mp4', type: 'video/mp4' },
    ],
    ...extra,
  }) as unknown as MediaItem;

describe('ssaiSessionUrl', () => {
  it.each([
    ['an open item', 'http://127.0.0.1:8080/hls/deep-field/master.m3u8', 'http://127.0.0.1:8080/ssai/demossai/mvFrac02/master.m3u8'],
    ['a protected item keeps its signature', 'https://media.example.org/vod/mvFrac02/master.m3u8?exp=1700000000&sig=abc_-1&x=1', 'https://media.example.org/ssai/demossai/mvFrac02/master.m3u8?exp=1700000000&sig=abc_-1'],
  ])('%s', (_case, source, expected) => {
    expect(ssaiSessionUrl(source, 'demossai', 'mvFrac02')).toBe(expected);
  });

  it('encodes ids it is given', () => {
    expect(ssaiSessionUrl('http://h/hls/c/master.m3u8', 'a/b', 'm?1')).toBe('http://h/ssai/a%2Fb/m%3F1/master.m3u8');
  });
});

describe('withServerSideAds', () => {
  it('plays an on-demand item through a session of the config, other sources unchanged', () => {
    expect(withServerSideAds(item({ contentType: 'movie' }), 'demossai').sources).toEqual([
      { file: 'http://127.0.0.1:8080/ssai/demossai/mvFrac02/master.m3u8', type: HLS },
      { file: 'http://127.0.0.1:8080/hls/deep-field/film.mp4', type: 'video/mp4' },
    ]);
  });

  it.each([
    ['a live channel', item({ contentType: 'livechannel' })],
    ['a live event', item({ contentType: 'liveevent' })],
    ['an item with an event schedule', item({ 'VCH.EventState': 'VOD_PUBLIC', 'VCH.ScheduledStart': '2025-03-01T20:00:00Z' })],
    ['an item without an HLS source', item({ sources: [{ file: 'http://h/a.mp4', type: 'video/mp4' }] })],
  ])('leaves %s as it is', (_case, media) => {
    expect(withServerSideAds(media, 'demossai')).toBe(media);
  });
});
