import { describe, expect, it } from 'vitest';
import { firstHlsSource } from './geoBlock';

describe('firstHlsSource', () => {
  it.each([
    ['no sources', undefined, undefined],
    ['only progressive files', [{ file: 'a.mp4', type: 'video/mp4' }], undefined],
    ['an m3u8 path with a query', [{ file: 'a.mp4', type: 'video/mp4' }, { file: 'https://c.test/x.m3u8?t=1', type: '' }], 'https://c.test/x.m3u8?t=1'],
    ['an HLS type without .m3u8', [{ file: 'https://c.test/manifest', type: 'application/vnd.apple.mpegURL' }], 'https://c.test/manifest'],
    ['the short HLS type', [{ file: 'https://c.test/stream', type: 'hls' }], 'https://c.test/stream'],
    ['the first of two', [{ file: '/one.m3u8', type: 'hls' }, { file: '/two.m3u8', type: 'hls' }], '/one.m3u8'],
    ['a DASH manifest', [{ file: 'https://c.test/x.mpd', type: 'application/dash+xml' }], undefined],
  ])('%s -> %s', (_label, sources, expected) => {
    expect(firstHlsSource({ sources })).toBe(expected);
  });
});
