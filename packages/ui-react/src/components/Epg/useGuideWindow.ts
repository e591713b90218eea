import { useLayoutEffect, useState, type RefObject } from 'react';
import { timelineWindow, visibleRows, type GuideWindow } from './guideWindow';

/** Rows drawn above and below the browser's viewport. */
export const GUIDE_ROW_OVERSCAN = 4;

const sameWindow = (a: GuideWindow, b: GuideWindow) => a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.left === b.left && a.right === b.right;

/**
 * The part of the guide to draw (guideWindow), followed as the page scrolls vertically and the
 * guide's scroller horizontally, at most once a frame. The page's own scroll moves the rows, so
 * the rows' list is measured against the browser's viewport.
 */
export function useGuideWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  rowsRef: RefObject<HTMLElement | null>,
  { rowHeight, sidebarWidth, rowCount }: { rowHeight: number; sidebarWidth: number; rowCount: number },
): GuideWindow {
  const [window_, setWindow] = useState<GuideWindow>(() => ({ firstRow: 0, lastRow: Math.min(rowCount, 12) - 1, left: -Infinity, right: Infinity }));

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const rows = rowsRef.current;
    if (!scroller || !rows) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rowWindow = visibleRows({
        rowsTop: rows.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        rowHeight,
        rowCount,
        overscan: GUIDE_ROW_OVERSCAN,
      });
      const next = { ...rowWindow, ...timelineWindow(scroller.scrollLeft, scroller.clientWidth - sidebarWidth) };
      setWindow((previous) => (sameWindow(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    scroller.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      scroller.removeEventListener('scroll', schedule);
    };
  }, [scrollerRef, rowsRef, rowHeight, sidebarWidth, rowCount]);

  return window_;
}
