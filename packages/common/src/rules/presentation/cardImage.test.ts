import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_WIDTHS, cardImageSrcSet, tileImageSizes } from './cardImage';

const CARD = 'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=640';

describe('card images', () => {
  it('offers no srcset for an image without a width parameter', () => {
    expect(cardImageSrcSet('https://cdn.example.org/poster.jpg')).toBeUndefined();
  });

  it('offers several widths to the browser', () => {
    expect(cardImageSrcSet(CARD, [320, 640])).toBe(
      'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=320 320w, http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=640 640w',
    );
  });

  it('sizes a tile as its share of the screen without the page padding', () => {
    expect(tileImageSizes(1)).toBe('calc(100vw - 32px)');
    expect(tileImageSizes(3)).toBe('calc((100vw - 32px) / 3)');
    expect(tileImageSizes(0)).toBe('calc(100vw - 32px)');
  });

  it('offers the widths the content server renders, so the browser gets the width it chose', () => {
    expect(CARD_IMAGE_WIDTHS).toEqual([320, 480, 640, 720, 1280, 1920]);
  });
});
