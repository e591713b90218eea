import { describe, expect, it } from 'vitest';
import { imageUrl } from './imageUrl';

describe('imageUrl', () => {
  it.each([
    [['https://cdn.test', 'abcd1234', 'card', 640], 'https://cdn.test/v2/media/abcd1234/images/card.webp?poster_fallback=1&width=640'],
    [['https://cdn.test/', 'abcd1234', 'background', 1920], 'https://cdn.test/v2/media/abcd1234/images/background.webp?poster_fallback=1&width=1920'],
    [['https://cdn.test', 'a/b', 'channel_logo', 319.6], 'https://cdn.test/v2/media/a%2Fb/images/channel_logo.webp?poster_fallback=1&width=320'],
  ] as const)('%j -> %s', ([host, mediaid, label, width], expected) => {
    expect(imageUrl(host, mediaid, label, width)).toBe(expected);
  });

  it.each([
    [{ posterFallback: false }, 'https://cdn.test/v2/media/m1/images/background.webp?width=1280'],
    [{ fallback: 'card' }, 'https://cdn.test/v2/media/m1/images/background.webp?poster_fallback=1&fallback=card&width=1280'],
    [{ posterFallback: false, fallback: 'card' }, 'https://cdn.test/v2/media/m1/images/background.webp?fallback=card&width=1280'],
    [{ posterFallback: false, placeholder: false }, 'https://cdn.test/v2/media/m1/images/background.webp?fallback=false&width=1280'],
  ])('takes the fallback options %j', (options, expected) => {
    expect(imageUrl('https://cdn.test', 'm1', 'background', 1280, options)).toBe(expected);
  });
});
