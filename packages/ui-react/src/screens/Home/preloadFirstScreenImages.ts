import { breakpointForWidth, type CardImageSources, cardImageSources, shelfImageSizes, shelfTileCount } from '@ott/common';
import type { PrefetchedRow } from './prefetchHomeShelves';

export interface PreloadTarget {
  document: Document;
  /** The viewport width the shelves will lay out for (`window.innerWidth`). */
  viewportWidth: number;
}

/**
 * A `<link rel="preload" as="image">` with the card's own srcset and sizes: the browser picks the
 * same file for both. Resolves once the image has loaded or failed.
 */
function appendImagePreload(document: Document, { src, srcSet, sizes }: CardImageSources): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return loaded;
}

/**
 * Preloads the first card image of each shelf on the home's first screen (the rows
 * prefetchHomeShelves started) as soon as its list has
 * arrived, before the page renders the cards: one of them is the page's largest image (its LCP
 * element on a phone), which would otherwise be requested only once the shelves have rendered.
 * The attributes are the card's own (`cardImageSources`, the shelf's `sizes` for this viewport).
 * Resolves when the first screen has what it shows: each of its lists has arrived (or failed) and
 * each preloaded image has loaded (or failed).
 */
export async function preloadFirstScreenImages(prefetched: readonly PrefetchedRow[], target: PreloadTarget): Promise<void> {
  const breakpoint = breakpointForWidth(target.viewportWidth);
  const loads = prefetched.map(async ({ row, list }) => {
    const featured = row.featured === true;
    const image = (await list)?.playlist[0]?.cardImage;
    if (!image) return;
    const sizes = shelfImageSizes(featured, shelfTileCount(breakpoint, featured));
    await appendImagePreload(target.document, cardImageSources(image, featured ? 'featured' : 'tile', sizes));
  });
  await Promise.all(loads);
}
