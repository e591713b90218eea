import { breakpointForWidth, shelfTileCount, type ContentRow } from '@ott/common';
import { cardImageSources, shelfImageSizes, type CardImageSources } from '../../components/Card/cardImage';
import { FIRST_SCREEN_ROWS, homeRows } from './homeRows';
import type { PrefetchedRow } from './prefetchHomeShelves';

export interface PreloadTarget {
  document: Document;
  /** The viewport width the shelves will lay out for (`window.innerWidth`). */
  viewportWidth: number;
}

/** A `<link rel="preload" as="image">` with the card's own srcset and sizes: the browser picks the same file for both. */
function appendImagePreload(document: Document, { src, srcSet, sizes }: CardImageSources): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * Preloads the first card image of each shelf on the home's first screen as soon as its list has
 * arrived, before the page renders the cards: one of them is the page's largest image (its LCP
 * element on a phone), which would otherwise be requested only once the shelves have rendered.
 * The attributes are the card's own (`cardImageSources`, the shelf's `sizes` for this viewport).
 */
export function preloadFirstScreenImages(prefetched: readonly PrefetchedRow[], content: readonly ContentRow[], language: string, target: PreloadTarget): void {
  const firstScreen = new Set(
    homeRows(content, language)
      .slice(0, FIRST_SCREEN_ROWS)
      .map(({ row }) => row),
  );
  const breakpoint = breakpointForWidth(target.viewportWidth);
  for (const { row, list } of prefetched) {
    if (!firstScreen.has(row)) continue;
    const featured = row.featured === true;
    void list.then((playlist) => {
      const image = playlist?.playlist[0]?.cardImage;
      if (!image) return;
      const sizes = shelfImageSizes(featured, shelfTileCount(breakpoint, featured));
      appendImagePreload(target.document, cardImageSources(image, featured ? 'featured' : 'tile', sizes));
    });
  }
}
