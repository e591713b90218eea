import { useSyncExternalStore } from 'react';

/** Width used before a window exists (server rendering, some tests): a desktop layout. */
const FALLBACK_WIDTH = 1280;

/**
 * The last width read, kept current by one resize listener of its own. Reading
 * `window.innerWidth` while the page has pending DOM changes forces a synchronous layout, and
 * useSyncExternalStore reads the snapshot at every render and commit of every component that uses
 * it (each shelf of the home, each grid): reading the window each time cost the home a forced
 * layout per shelf while it rendered.
 */
let knownWidth: number | undefined;

function readWidth(): number {
  if (knownWidth === undefined) {
    knownWidth = window.innerWidth;
    // Added before any subscriber's listener, so it runs first and they read the new width.
    window.addEventListener('resize', () => {
      knownWidth = window.innerWidth;
    });
  }
  return knownWidth;
}

function subscribe(onChange: () => void): () => void {
  readWidth();
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readFallback = (): number => FALLBACK_WIDTH;

/** The viewport width in CSS pixels, updated on resize. */
export const useViewportWidth = (): number => useSyncExternalStore(subscribe, readWidth, readFallback);
