import { useState } from 'react';

/**
 * A background picture that may not exist: the host answers 404 for an item without background
 * art, and the page then leaves the picture out (no broken image, no titled poster behind a title).
 */
export function useBackgroundArt(src: string | null | undefined): { src: string | undefined; onError: () => void } {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : undefined;
  return { src: shown, onError: () => setFailed(src ?? null) };
}
