import type { MediaItem } from '@ott/common';

/**
 * Test data for cards, shelves and grids: a media item as the content client delivers it, with
 * its derived fields (card image on the content host, media status). Not part of the package.
 */
export const mediaItem = (mediaid: string, overrides: Partial<MediaItem> = {}): MediaItem => ({
  mediaid,
  title: `Title ${mediaid}`,
  duration: 245,
  cardImage: `http://content.test/v2/media/${mediaid}/images/card.webp?poster_fallback=1&width=640`,
  mediaStatus: 'VOD',
  ...overrides,
});

export const mediaItems = (count: number, prefix = 'm'): MediaItem[] =>
  Array.from({ length: count }, (_, index) => mediaItem(`${prefix}${String(index + 1).padStart(3, '0')}`));
