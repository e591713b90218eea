import { useSyncExternalStore } from 'react';

/** Width used before a window exists (server rendering, some tests): a desktop layout. */
const FALLBACK_WIDTH = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = (): number => window.innerWidth;
const readFallback = (): number => FALLBACK_WIDTH;

/** The viewport width in CSS pixels, updated on resize. */
export const useViewportWidth = (): number => useSyncExternalStore(subscribe, readWidth, readFallback);
