import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the controls stay after the last pointer move or key press while the video plays. */
export const CONTROLS_HIDE_DELAY_MS = 3000;

/**
 * Whether the viewer has been idle (no pointer move or key press) for CONTROLS_HIDE_DELAY_MS:
 * the player hides its controls then while playing. `wake` is called on activity.
 */
export function useIdle(): { idle: boolean; wake: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const wake = useCallback(() => {
    setIdle(false);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_DELAY_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return { idle, wake };
}
