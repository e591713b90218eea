import { describe, expect, it } from 'vitest';
import type { GuideProgramme } from './guideRows';
import { programmesInWindow, timelineWindow, visibleRows } from './guideWindow';

/** Back-to-back programmes of 100 px each. */
const programmes = Array.from({ length: 50 }, (_, index) => ({ key: `p${index}`, box: { left: index * 100, width: 100 } }) as unknown as GuideProgramme);

describe('visibleRows', () => {
  it.each([
    ['the guide at the top of a 900 px viewport', { rowsTop: 100 }, { firstRow: 0, lastRow: 12 }],
    ['scrolled 50 rows down', { rowsTop: -5000 }, { firstRow: 46, lastRow: 63 }],
    ['scrolled past the last row', { rowsTop: -20_000 }, { firstRow: 99, lastRow: 99 }],
  ])('%s', (_label, input, expected) => {
    expect(visibleRows({ viewportHeight: 900, rowHeight: 100, rowCount: 100, overscan: 4, ...input })).toEqual(expected);
  });

  it('draws nothing without rows', () => {
    expect(visibleRows({ rowsTop: 0, viewportHeight: 900, rowHeight: 100, rowCount: 0, overscan: 4 })).toEqual({ firstRow: 0, lastRow: -1 });
  });
});

describe('timelineWindow and programmesInWindow', () => {
  it('draws the visible width and one more on each side, moving in half-width steps', () => {
    expect(timelineWindow(0, 1000)).toEqual({ left: -1000, right: 2500 });
    expect(timelineWindow(499, 1000)).toEqual({ left: -1000, right: 2500 });
    expect(timelineWindow(500, 1000)).toEqual({ left: -500, right: 3000 });
  });

  it('draws the whole day before anything is measured', () => {
    expect(programmesInWindow(programmes, ...Object.values(timelineWindow(0, 0)) as [number, number])).toHaveLength(50);
  });

  it('keeps the programmes that overlap the window, with their places in the row', () => {
    const shown = programmesInWindow(programmes, 950, 1320);
    expect(shown.map(({ index }) => index)).toEqual([9, 10, 11, 12, 13]);
    expect(shown[0]!.entry.key).toBe('p9');
    expect(programmesInWindow(programmes, 6000, 7000)).toEqual([]);
  });
});
