import {
  GRID_INITIAL_ROWS,
  GRID_ROWS_PER_LOAD,
  GUIDE_SIZES,
  HOME_INITIAL_SHELVES,
  HOME_SHELVES_PER_SCROLL,
  MENU_COLLAPSE_MAX_ITEMS,
  MENU_COLLAPSE_MAX_WIDTH,
} from '../../constants';

/** Breakpoints of spec 000 §9, smallest first. */
export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Smallest viewport width (px) of each breakpoint: xs below 480, sm 480-767, md 768-1023, lg 1024-1199, xl 1200+. */
export const BREAKPOINT_MIN_WIDTH: Readonly<Record<Breakpoint, number>> = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1200 };

export function breakpointForWidth(width: number): Breakpoint {
  for (let index = BREAKPOINTS.length - 1; index > 0; index -= 1) {
    const breakpoint = BREAKPOINTS[index] as Breakpoint;
    if (width >= BREAKPOINT_MIN_WIDTH[breakpoint]) return breakpoint;
  }
  return 'xs';
}

/** A value per breakpoint, e.g. a column count. */
export type PerBreakpoint<T> = Readonly<Record<Breakpoint, T>>;

export const SHELF_TILES: PerBreakpoint<number> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 5 };
/** A featured shelf shows one large tile at every size. */
export const FEATURED_SHELF_TILES = 1;

export const shelfTileCount = (breakpoint: Breakpoint, featured = false): number =>
  featured ? FEATURED_SHELF_TILES : SHELF_TILES[breakpoint];

export const GRID_COLUMNS_DEFAULT: PerBreakpoint<number> = { xs: 2, sm: 2, md: 3, lg: 4, xl: 5 };
/** Favorites page: 2 columns at xs, 3 otherwise (spec 000 §2). */
export const FAVORITES_GRID_COLUMNS: PerBreakpoint<number> = { xs: 2, sm: 3, md: 3, lg: 3, xl: 3 };

export const gridColumnCount = (breakpoint: Breakpoint, columns: PerBreakpoint<number> = GRID_COLUMNS_DEFAULT): number =>
  columns[breakpoint];

/** Rows shown after `loads` "load more" steps: 6 at first, 4 more each time. */
export const gridRowCount = (loads: number): number => GRID_INITIAL_ROWS + GRID_ROWS_PER_LOAD * Math.max(0, loads);

/** Cards shown in a grid of `columns` columns after `loads` steps. */
export const gridVisibleCount = (columns: number, loads: number): number => columns * gridRowCount(loads);

/** Home shelves wanted after `scrolls` scroll steps: 6 at first, 4 more each time. */
export const homeShelfTarget = (scrolls: number): number => HOME_INITIAL_SHELVES + HOME_SHELVES_PER_SCROLL * Math.max(0, scrolls);

/**
 * How many home rows to render so that the wanted number of shelves actually shows something:
 * empty shelves (spec 000 §2 "extends when shown ones are empty") do not count toward the target.
 */
export function homeShelfCount(rowIsEmpty: readonly boolean[], scrolls: number): number {
  const target = homeShelfTarget(scrolls);
  let shown = 0;
  for (let index = 0; index < rowIsEmpty.length; index += 1) {
    if (!rowIsEmpty[index]) shown += 1;
    if (shown === target) return index + 1;
  }
  return rowIsEmpty.length;
}

/** The header uses a menu button and sidebar when the viewport is up to 1024 px or there are more than 4 items. */
export const isMenuCollapsed = (width: number, menuItemCount: number): boolean =>
  width <= MENU_COLLAPSE_MAX_WIDTH || menuItemCount > MENU_COLLAPSE_MAX_ITEMS;

export type GuideSizes = (typeof GUIDE_SIZES)[keyof typeof GUIDE_SIZES];

/** Live-guide sizes: the compact (mobile) set below md, the desktop set from md up. */
export const guideSizes = (breakpoint: Breakpoint): GuideSizes =>
  breakpoint === 'xs' || breakpoint === 'sm' ? GUIDE_SIZES.mobile : GUIDE_SIZES.desktop;
