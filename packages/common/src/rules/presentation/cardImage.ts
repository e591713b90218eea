import { MEDIA_IMAGE_LABEL, MEDIA_IMAGE_WIDTH, imageUrl } from '../../services/content/imageUrl';
import { BREAKPOINTS, BREAKPOINT_MIN_WIDTH, shelfTileCount } from './breakpoints';
import { imageAtWidth, imageAtWidths } from './imageWidth';

/**
 * Card image URLs at the width a tile needs (common's imageAtWidths: the content host's `width`
 * parameter, 001 §7.1); other URLs are used as they are.
 */

/**
 * Widths offered to the browser through `srcset`; it picks one from the tile's `sizes`. They are
 * widths the demo server renders (the server's `IMAGE_WIDTH_BUCKETS`, which rounds any other width
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

/**
 * What index.html's start-up script needs to ask for a home shelf's first card image the way the
 * card will (same URL, `srcset` and `sizes`), before the app's script has arrived: plain data,
 * written into the page at build time.
 */
export interface FirstScreenImageHints {
  /** A card image URL of the content host (the card's own derivation) with stand-ins for the host and the media id. */
  cardImageUrl: string;
  hostStandIn: string;
  mediaIdStandIn: string;
  widths: readonly number[];
  fallbackWidth: typeof FALLBACK_IMAGE_WIDTH;
  featuredSizes: string;
  /** A tile's `sizes` from each breakpoint's smallest viewport width up, smallest first. */
  tileSizes: ReadonlyArray<{ minWidth: number; sizes: string }>;
}

export function firstScreenImageHints(): FirstScreenImageHints {
  const hostStandIn = 'https://content-host.invalid';
  const mediaIdStandIn = 'MEDIAID';
  return {
    cardImageUrl: imageUrl(hostStandIn, mediaIdStandIn, MEDIA_IMAGE_LABEL.CARD, MEDIA_IMAGE_WIDTH.card),
    hostStandIn,
    mediaIdStandIn,
    widths: [...CARD_IMAGE_WIDTHS],
    fallbackWidth: FALLBACK_IMAGE_WIDTH,
    featuredSizes: FEATURED_IMAGE_SIZES,
    tileSizes: BREAKPOINTS.map((breakpoint) => ({ minWidth: BREAKPOINT_MIN_WIDTH[breakpoint], sizes: tileImageSizes(shelfTileCount(breakpoint)) })),
  };
}
