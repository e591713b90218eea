import { describe, expect, it } from 'vitest';
import { ssaiSessionUrl } from './ssaiSession';

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
