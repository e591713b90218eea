import { useCallback, useEffect, useState, type RefObject } from 'react';

/** iOS Safari can put only the video itself in full screen. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the player's root element (controls included), following the document's
 * `fullscreenchange` so Escape or the browser's own exit updates the button. Where elements cannot
 * go full screen (iPhone), the video goes full screen on its own.
 */
export function useFullscreen(rootRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(!!rootRef.current && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
      return;
    }
    const root = rootRef.current;
    if (root && typeof root.requestFullscreen === 'function') {
      void root.requestFullscreen().catch(() => undefined);
      return;
    }
    (videoRef.current as IosVideo | null)?.webkitEnterFullscreen?.();
  }, [rootRef, videoRef]);

  return { active, toggle };
}
