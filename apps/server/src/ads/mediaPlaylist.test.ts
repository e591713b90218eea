import { describe, expect, it } from 'vitest';
import { parseVodMediaPlaylist } from './mediaPlaylist';

const HEAD = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n';

describe('parseVodMediaPlaylist', () => {
  it('reads the segments of a looped clip, with the discontinuity before each repeat', () => {
    const text = `${HEAD}#EXTINF:4.000000,\nmain_000.ts\n#EXTINF:3.5,\nmain_001.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:4.000000,\nmain_000.ts\n#EXT-X-ENDLIST\n`;
    expect(parseVodMediaPlaylist(text)).toEqual([
      { uri: 'main_000.ts', duration: 4, discontinuity: false },
      { uri: 'main_001.ts', duration: 3.5, discontinuity: false },
      { uri: 'main_000.ts', duration: 4, discontinuity: true },
    ]);
  });

  it.each([
    ['an encryption key', `${HEAD}#EXT-X-KEY:METHOD=AES-128,URI="k"\n#EXTINF:4,\na.ts\n`],
    ['an init map', `${HEAD}#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\na.m4s\n`],
    ['a byte range', `${HEAD}#EXTINF:4,\n#EXT-X-BYTERANGE:100@0\na.ts\n`],
    ['a URI without #EXTINF', `${HEAD}a.ts\n`],
    ['a zero duration', `${HEAD}#EXTINF:0,\na.ts\n`],
    ['no segments', `${HEAD}#EXT-X-ENDLIST\n`],
  ])('refuses a playlist with %s (it cannot be spliced)', (_what, text) => {
    expect(parseVodMediaPlaylist(text)).toBeUndefined();
  });
});
