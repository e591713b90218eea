/**
 * Paging and keyboard focus of a shelf: `start` is the index of the first tile shown, `tiles`
 * how many fit on screen (shelfTileCount), `count` how many cards the shelf holds.
 */
export type SlideDirection = 'previous' | 'next';

/** The last useful start: the last page ends with the last card instead of empty space. */
export const lastStart = (count: number, tiles: number): number => Math.max(0, count - tiles);

/** Whether a button can slide that way: previous is disabled on the first page, next on the last. */
export const canSlide = (start: number, direction: SlideDirection, tiles: number, count: number): boolean =>
  direction === 'previous' ? start > 0 : start < lastStart(count, tiles);

/** The start after sliding one page (a screen of tiles) back or forward, stopping at either end. */
export function slideStart(start: number, direction: SlideDirection, tiles: number, count: number): number {
  const next = direction === 'previous' ? start - tiles : start + tiles;
  return Math.min(Math.max(0, next), lastStart(count, tiles));
}

/** The start that shows the card at `index`, moving as little as possible. */
export function startShowing(index: number, start: number, tiles: number, count: number): number {
  if (index < start) return index;
  if (index >= start + tiles) return Math.min(index - tiles + 1, lastStart(count, tiles));
  return Math.min(start, lastStart(count, tiles));
}

/** Where focus goes from the card at `index` on a key: arrows step, Home and End jump; undefined for other keys. */
export function focusTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Whether the card at `index` is rendered: the page in view and one page either side (so that a
 * slide or a swipe reveals cards already there), and the card in the Tab order. The other tiles
 * stay empty: a shelf of 40 cards renders some 15, which is most of the home's first render.
 */
export const isTileRendered = (index: number, start: number, tiles: number, active: number): boolean =>
  index === active || (index >= start - tiles && index < start + 2 * tiles);

/**
 * How many placeholder cards a loading shelf renders: the tiles in view and the one after them
 * (a loading shelf cannot slide), never more than the spec's PLACEHOLDER_CARDS; one when featured.
 * Four loading rows of 15 placeholders were two thirds of the home's first render on a phone.
 */
export const placeholderTileCount = (tiles: number, featured: boolean, limit: number): number => (featured ? 1 : Math.min(limit, tiles + 1));
