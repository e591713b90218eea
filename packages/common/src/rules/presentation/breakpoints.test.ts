import { describe, expect, it } from 'vitest';
import { GUIDE_SIZES } from '../../constants';
import {
  FAVORITES_GRID_COLUMNS,
  breakpointForWidth,
  gridColumnCount,
  gridRowCount,
  gridVisibleCount,
  guideSizes,
  homeShelfCount,
  homeShelfTarget,
  isMenuCollapsed,
  shelfTileCount,
} from './breakpoints';

describe('breakpoints', () => {
  it.each([
    [0, 'xs'],
    [479, 'xs'],
    [480, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [2560, 'xl'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });

  it.each([
    ['xs', 1, 2, 2],
    ['sm', 2, 2, 3],
    ['md', 3, 3, 3],
    ['lg', 4, 4, 3],
    ['xl', 5, 5, 3],
  ] as const)('%s: %i shelf tiles, %i grid columns, %i favorites columns', (breakpoint, tiles, columns, favorites) => {
    expect(shelfTileCount(breakpoint)).toBe(tiles);
    expect(shelfTileCount(breakpoint, true)).toBe(1);
    expect(gridColumnCount(breakpoint)).toBe(columns);
    expect(gridColumnCount(breakpoint, FAVORITES_GRID_COLUMNS)).toBe(favorites);
  });

  it.each([
    ['xs', GUIDE_SIZES.mobile],
    ['sm', GUIDE_SIZES.mobile],
    ['md', GUIDE_SIZES.desktop],
    ['xl', GUIDE_SIZES.desktop],
  ] as const)('guide sizes at %s', (breakpoint, sizes) => {
    expect(guideSizes(breakpoint)).toEqual(sizes);
  });

  it('uses 70/80/10000 on mobile and 184/106/15000 on desktop', () => {
    expect(guideSizes('xs')).toEqual({ sidebarWidth: 70, itemHeight: 80, dayWidth: 10_000 });
    expect(guideSizes('lg')).toEqual({ sidebarWidth: 184, itemHeight: 106, dayWidth: 15_000 });
  });
});

describe('paging of grids and home shelves', () => {
  it.each([
    [0, 6],
    [1, 10],
    [3, 18],
    [-1, 6],
  ])('after %i loads a grid shows %i rows', (loads, rows) => {
    expect(gridRowCount(loads)).toBe(rows);
  });

  it('counts visible cards by columns', () => {
    expect(gridVisibleCount(5, 0)).toBe(30);
    expect(gridVisibleCount(2, 1)).toBe(20);
  });

  it.each([
    [0, 6],
    [1, 10],
    [2, 14],
  ])('after %i scrolls home wants %i shelves', (scrolls, shelves) => {
    expect(homeShelfTarget(scrolls)).toBe(shelves);
  });

  it('extends home past empty shelves', () => {
    const none = Array<boolean>(20).fill(false);
    expect(homeShelfCount(none, 0)).toBe(6);
    expect(homeShelfCount(none, 1)).toBe(10);
    const someEmpty = [false, true, true, false, false, false, false, false, false, false];
    expect(homeShelfCount(someEmpty, 0)).toBe(8);
    expect(homeShelfCount([false, false, true], 0)).toBe(3);
    expect(homeShelfCount([], 0)).toBe(0);
  });
});

describe('menu collapse', () => {
  it.each([
    [1024, 3, true],
    [1025, 4, false],
    [1025, 5, true],
    [1440, 0, false],
    [375, 1, true],
  ])('width %i with %i items collapsed: %s', (width, items, collapsed) => {
    expect(isMenuCollapsed(width, items)).toBe(collapsed);
  });
});
