import { useEffect, useRef } from 'react';
import { focusableElements } from '../Dialog/focusTrap';

/**
 * Moves focus to the first control inside the element when it appears, unless focus already is
 * inside: a new screen or step replaced the control that had focus, and keyboard and screen-reader
 * users should start in it. A passive effect, so that a Dialog mounting at the same time has
 * already noted (in its layout effect) where focus returns when it closes.
 */
export function useFocusFirstOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || container.contains(document.activeElement)) return;
    focusableElements(container)[0]?.focus();
  }, []);
  return ref;
}
