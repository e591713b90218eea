import { describe, expect, it } from 'vitest';
import { renderMasterPlaylist, renderMediaPlaylist } from './m3u8';

describe('playlist text', () => {
  it('writes a live media playlist with dates and discontinuities', () => {
    const text = renderMediaPlaylist({
      targetDuration: 4,
      mediaSequence: 10,
      discontinuitySequence: 3,
      ended: false,
      segments: [
        { index: 10, startMs: 0, duration: 4, uri: '/hls/a/0.ts', discontinuity: true },
        { index: 11, startMs: 4000, duration: 4, uri: '/hls/a/1.ts', discontinuity: false },
      ],
    });
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:10',
        '#EXT-X-DISCONTINUITY-SEQUENCE:3',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:00.000Z',
        '#EXTINF:4.000000,',
        '/hls/a/0.ts',
        '#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:04.000Z',
        '#EXTINF:4.000000,',
        '/hls/a/1.ts',
        '',
      ].join('\n'),
    );
  });

  it('marks event and finished playlists', () => {
    const text = renderMediaPlaylist({ targetDuration: 4, mediaSequence: 0, discontinuitySequence: 0, playlistType: 'VOD', ended: true, segments: [] });
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-ENDLIST\n');
  });

  it('writes a master playlist, with CODECS only when known', () => {
    const variant = { uri: 'media.m3u8?start=1', bandwidth: 90_000, averageBandwidth: 50_000, width: 426, height: 240, frameRate: 25 };
    expect(renderMasterPlaylist({ ...variant, codecs: 'avc1.4d401e,mp4a.40.2' })).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=90000,AVERAGE-BANDWIDTH=50000,RESOLUTION=426x240,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2"\nmedia.m3u8?start=1\n',
    );
    expect(renderMasterPlaylist(variant)).not.toContain('CODECS');
  });
});
