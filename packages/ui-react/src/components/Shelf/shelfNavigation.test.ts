import { describe, expect, it } from 'vitest';
import { canSlide, focusTarget, isTileRendered, lastStart, placeholderTileCount, slideStart, startShowing } from './shelfNavigation';

describe('shelf paging', () => {
  it('ends the last page with the last card', () => {
    expect(lastStart(10, 4)).toBe(6);
    expect(lastStart(3, 4)).toBe(0);
  });

  it.each([
    ['next from the start', 0, 'next', 4],
    ['next stops at the last page', 4, 'next', 6],
    ['previous from the end', 6, 'previous', 2],
    ['previous stops at the start', 2, 'previous', 0],
  ] as const)('slides a page: %s', (_case, start, direction, expected) => {
    expect(slideStart(start, direction, 4, 10)).toBe(expected);
  });

  it('disables previous on the first page and next on the last', () => {
    expect(canSlide(0, 'previous', 4, 10)).toBe(false);
    expect(canSlide(0, 'next', 4, 10)).toBe(true);
    expect(canSlide(6, 'next', 4, 10)).toBe(false);
    expect(canSlide(6, 'previous', 4, 10)).toBe(true);
    expect(canSlide(0, 'next', 4, 4)).toBe(false);
  });

  it.each([
    ['a visible card keeps the page', 5, 4, 4],
    ['a card to the right moves it just enough', 8, 4, 5],
    ['a card to the left starts the page', 1, 4, 1],
    ['never past the last page', 9, 0, 6],
  ])('%s', (_case, index, start, expected) => {
    expect(startShowing(index, start, 4, 10)).toBe(expected);
  });
});

describe('shelf keyboard focus', () => {
  it.each([
    ['ArrowRight', 3, 4],
    ['ArrowRight', 9, 9],
    ['ArrowLeft', 3, 2],
    ['ArrowLeft', 0, 0],
    ['Home', 7, 0],
    ['End', 2, 9],
    ['Enter', 2, undefined],
  ])('%s from card %s goes to %s', (key, index, expected) => {
    expect(focusTarget(key, index, 10)).toBe(expected);
  });

  it('does nothing in an empty shelf', () => {
    expect(focusTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('shelf rendered tiles', () => {
  // A shelf of 20 cards, 4 tiles a page: the page in view and one page either side, and the Tab stop.
  it.each([
    ['first page', 0, 0, [0, 1, 2, 3, 4, 5, 6, 7]],
    ['third page', 8, 8, [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
    ['last page, Tab stop kept at the start', 16, 0, [0, 12, 13, 14, 15, 16, 17, 18, 19]],
  ])('%s', (_page, start, active, expected) => {
    const rendered = Array.from({ length: 20 }, (_, index) => index).filter((index) => isTileRendered(index, start, 4, active));
    expect(rendered).toEqual(expected);
  });
});

describe('placeholderTileCount', () => {
  it.each([
    ['a phone row of 2 tiles', 2, false, 3],
    ['a desktop row of 5 tiles', 5, false, 6],
    ['more tiles than the limit', 20, false, 15],
    ['a featured row', 5, true, 1],
  ])('%s', (_, tiles, featured, expected) => {
    expect(placeholderTileCount(tiles, featured, 15)).toBe(expected);
  });
});
