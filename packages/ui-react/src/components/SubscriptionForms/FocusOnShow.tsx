import type { ReactNode } from 'react';
import { useFocusFirstOnMount } from '../AccountModal/useFocusFirstOnMount';

/**
 * A step of a subscription screen that takes focus when it appears: the screen may first show the
 * loading indicator (the controller's code, the plans), so the dialog's own first-control focus
 * found nothing to focus.
 */
export function FocusOnShow({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useFocusFirstOnMount<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
