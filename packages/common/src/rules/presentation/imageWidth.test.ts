import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageAtWidths } from './imageWidth';

const CARD = 'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=640';

describe('imageAtWidth', () => {
  it.each([
    ['asks the content host for another width', CARD, 320, 'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=320'],
    ['rounds the width', CARD, 719.6, 'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=720'],
    ['keeps a relative URL relative', '/art/x.webp?width=640#top', 1280, '/art/x.webp?width=1280#top'],
    ['leaves an image without a width parameter as it is', 'https://cdn.example.org/poster.jpg', 320, 'https://cdn.example.org/poster.jpg'],
    ['leaves text that is not a URL as it is', 'not a url', 720, 'not a url'],
    ['leaves a URL it cannot read as it is', 'http://[bad?width=1', 720, 'http://[bad?width=1'],
    ['gives nothing without a URL', undefined, 720, undefined],
    ['gives nothing for null', null, 720, undefined],
    ['leaves an empty URL empty', '', 720, ''],
  ])('%s', (_case, url, width, expected) => {
    expect(imageAtWidth(url, width)).toBe(expected);
  });
});

describe('imageAtWidths', () => {
  it('gives the image at each width, in order, rounded', () => {
    expect(imageAtWidths(CARD, [320, 719.6, 1920])).toEqual([
      'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=320',
      'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=720',
      'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=1920',
    ]);
    expect(imageAtWidths('/art/x.webp?width=640', [480])).toEqual(['/art/x.webp?width=480']);
  });

  it.each([
    ['an image without a width parameter', 'https://cdn.example.org/poster.jpg'],
    ['a URL it cannot read', 'http://[bad?width=1'],
  ])('gives nothing for %s', (_case, url) => {
    expect(imageAtWidths(url, [320, 640])).toBeUndefined();
  });
});
