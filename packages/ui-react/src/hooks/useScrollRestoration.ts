import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the pages of this tab, by history entry, kept across reloads for the tab's life. */
export const SCROLL_POSITIONS_KEY = 'ott-scroll-positions';

type Positions = Record<string, number>;

/**
 * How long Back keeps trying to reach the saved position while the page grows to it (its lists
 * rendering from the cache); a wheel, touch or key of the viewer stops it at once.
 */
export const SCROLL_RESTORE_WINDOW_MS = 1000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/** Scrolls to `y`, again on each frame while the page is still too short for it; returns a stop. */
function restoreScroll(y: number): () => void {
  const until = performance.now() + SCROLL_RESTORE_WINDOW_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

function readPositions(storage: Storage | undefined): Positions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** The element a location's `#hash` names, if any (a malformed hash names none). */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * How this document was loaded (Navigation Timing): only a reload or Back/Forward into it returns
 * to a saved position; a typed address, a bookmark or a link opens at the top.
 */
export function documentNavigationType(): string {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

const RESTORING_DOCUMENT_NAVIGATIONS = new Set(['reload', 'back_forward']);

/**
 * The key a page's position is kept under: the history entry's own key, or for the first entry of
 * a document (which has none, 'default') that key with the address, so documents do not share one.
 */
const positionKey = (location: { key: string; pathname: string; search: string }): string =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Scroll positions as a viewer expects them between pages: a new page, and a page opened from a
 * typed address or a bookmark, starts at its top (or at the element its `#hash` names); Back and
 * Forward return to where the page was left, also after a reload, also when the page grows to that point only after its first render; a change of the
 * query alone (a dialog opening, a season chosen) leaves the page where it is. The browser's own
 * restoration is turned off: it would scroll before the page renders.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const key = positionKey(location);

  useEffect(() => {
    const { history } = window;
    if (!('scrollRestoration' in history)) return;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const storage = sessionStore();
    // The first page of a document is a POP for the router whatever the browser did: ask the browser.
    const restoring = navigationType === 'POP' && (shownPath.current !== null || RESTORING_DOCUMENT_NAVIGATIONS.has(documentNavigationType()));
    const saved = restoring ? readPositions(storage)[key] : undefined;
    let stopRestoring = () => {};
    if (saved !== undefined) stopRestoring = restoreScroll(saved);
    else if (location.hash) hashTarget(location.hash)?.scrollIntoView();
    else if (navigationType !== 'POP' && shownPath.current !== null && shownPath.current !== location.pathname) window.scrollTo(0, 0);
    shownPath.current = location.pathname;

    // The position is followed while the page is shown: when the next page has rendered, the
    // window may already be scrolled (or clamped) for it. It is first read in the next frame, not
    // here: reading it right after the page's render would lay the page out inside the render's
    // task (on the home's first render about half of that task), instead of in the frame that follows.
    let position: number | undefined;
    const follow = () => {
      position = window.scrollY;
    };
    const firstRead = requestAnimationFrame(follow);
    const save = () => {
      try {
        storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...readPositions(storage), [key]: position ?? window.scrollY }));
      } catch {
        // Storage full or blocked: Back starts at the top of the page, nothing else changes.
      }
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      stopRestoring();
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, location.pathname, location.hash, navigationType]);
}
