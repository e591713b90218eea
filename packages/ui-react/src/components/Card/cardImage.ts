import { imageAtWidth, imageAtWidths } from '@ott/common';

/**
 * Card image URLs at the width a tile needs (common's imageAtWidths: the content host's `width`
 * parameter, 001 §7.1); other URLs are used as they are.
 */

/**
 * Widths offered to the browser through `srcset`; it picks one from the tile's `sizes`. They are
 * widths the demo server renders (apps/server `IMAGE_WIDTH_BUCKETS`, which rounds any other width
 * up): a 960w entry would bring a 1280-pixel image the browser takes for a 960-pixel one.
 */
export const CARD_IMAGE_WIDTHS = [320, 480, 640, 720, 1280, 1920] as const;

/** The smallest page padding (`--ott-page-padding` on phones): never counted as image width. */
const MIN_PAGE_PADDING_PX = 16;

/** `srcset` for a card image, or undefined when the URL cannot be resized. */
export function cardImageSrcSet(url: string, widths: readonly number[] = CARD_IMAGE_WIDTHS): string | undefined {
  return imageAtWidths(url, widths)
    ?.map((sized, index) => `${sized} ${widths[index]}w`)
    .join(', ');
}

/**
 * `sizes` of a tile that takes one of `tiles` columns of the page, less the page's side padding:
 * the browser downloads the smallest width that still fills it on this screen. (The gaps between
 * tiles are left in: a little more than the tile, never less.)
 */
export function tileImageSizes(tiles: number): string {
  const columns = Math.max(1, tiles);
  return columns === 1 ? `calc(100vw - ${2 * MIN_PAGE_PADDING_PX}px)` : `calc((100vw - ${2 * MIN_PAGE_PADDING_PX}px) / ${columns})`;
}

/**
 * `sizes` of the featured card's image: the width of the page on phones, two thirds of it from
 * 768 pixels, where the title and description stand beside the image (styles/card.css).
 */
export const FEATURED_IMAGE_SIZES = `(min-width: 768px) 67vw, calc(100vw - ${2 * MIN_PAGE_PADDING_PX}px)`;

/** `sizes` of a shelf's card images: the featured card's, or a tile's of `tiles` columns. */
export const shelfImageSizes = (featured: boolean, tiles: number): string => (featured ? FEATURED_IMAGE_SIZES : tileImageSizes(tiles));

/** Width asked for when the browser cannot choose from `srcset`. */
export const FALLBACK_IMAGE_WIDTH = { tile: 640, featured: 1280 } as const;

export interface CardImageSources {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * The `src`, `srcset` and `sizes` of a card's image: what a card renders, and what the home
 * preloads for its first cards (the same attributes, so that the browser picks the same file).
 */
export const cardImageSources = (url: string, variant: keyof typeof FALLBACK_IMAGE_WIDTH, sizes: string | undefined): CardImageSources => ({
  src: imageAtWidth(url, FALLBACK_IMAGE_WIDTH[variant]),
  srcSet: cardImageSrcSet(url),
  sizes,
});
