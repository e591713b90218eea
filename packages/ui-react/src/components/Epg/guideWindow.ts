import type { GuideProgramme } from './guideRows';

/** The part of the guide that is drawn: rows [firstRow, lastRow] and the timeline pixels [left, right). */
export interface GuideWindow {
  firstRow: number;
  lastRow: number;
  left: number;
  right: number;
}

export interface RowWindowInput {
  /** Top of the first programme row relative to the top of the browser's viewport (negative when scrolled past). */
  rowsTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows drawn beyond each edge, so that scrolling shows drawn rows before the next update. */
  overscan: number;
}

/** The rows that are in the browser's viewport, with `overscan` more on each side. */
export function visibleRows({ rowsTop, viewportHeight, rowHeight, rowCount, overscan }: RowWindowInput): { firstRow: number; lastRow: number } {
  if (rowCount === 0 || rowHeight <= 0) return { firstRow: 0, lastRow: -1 };
  const first = Math.floor(-rowsTop / rowHeight) - overscan;
  const last = Math.ceil((viewportHeight - rowsTop) / rowHeight) + overscan;
  const firstRow = Math.min(rowCount - 1, Math.max(0, first));
  return { firstRow, lastRow: Math.max(firstRow, Math.min(rowCount - 1, last)) };
}

/** Index of the first programme (sorted by start, so by left edge) that ends after `left`. */
function firstEndingAfter(programmes: readonly GuideProgramme[], left: number): number {
  let low = 0;
  let high = programmes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const box = programmes[middle]!.box;
    if (box.left + box.width > left) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The programmes of a row whose blocks overlap the timeline pixels [left, right), with their indexes in the row. */
export function programmesInWindow(programmes: readonly GuideProgramme[], left: number, right: number): Array<{ entry: GuideProgramme; index: number }> {
  const shown: Array<{ entry: GuideProgramme; index: number }> = [];
  for (let index = firstEndingAfter(programmes, left); index < programmes.length; index += 1) {
    const entry = programmes[index]!;
    if (entry.box.left >= right) break;
    shown.push({ entry, index });
  }
  return shown;
}

/**
 * The timeline pixels drawn for a scroll position: the visible width and at least one more on each side.
 * Without a laid-out width (nothing measured yet) the whole day is drawn.
 */
export function timelineWindow(scrollLeft: number, visibleWidth: number): { left: number; right: number } {
  if (!(visibleWidth > 0)) return { left: -Infinity, right: Infinity };
  // In steps of half a width, so that scrolling redraws the guide every half screen, not every pixel.
  const step = visibleWidth / 2;
  const anchor = Math.floor(scrollLeft / step) * step;
  return { left: anchor - visibleWidth, right: anchor + 2.5 * visibleWidth };
}
