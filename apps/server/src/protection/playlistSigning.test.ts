import { describe, expect, it } from 'vitest';
import { signPlaylistUris } from './playlistSigning';

describe('signPlaylistUris', () => {
  it('signs URI lines and URI attributes, and leaves the rest alone', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="English",URI="audio_en.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Español",URI="subtitles/es.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="audio"',
      'main.m3u8',
      '',
    ].join('\n');
    expect(signPlaylistUris(master, 'exp=1&sig=x')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="English",URI="audio_en.m3u8?exp=1&sig=x"',
        '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Español",URI="subtitles/es.m3u8?exp=1&sig=x"',
        '#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="audio"',
        'main.m3u8?exp=1&sig=x',
        '',
      ].join('\n'),
    );
  });

  it('joins a URI that already has a query with &', () => {
    expect(signPlaylistUris('#EXTINF:4,\nmedia.m3u8?start=5\n', 'exp=1&sig=x')).toBe('#EXTINF:4,\nmedia.m3u8?start=5&exp=1&sig=x\n');
  });
});
