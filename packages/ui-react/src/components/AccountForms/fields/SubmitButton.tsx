import type { MouseEvent, ReactNode } from 'react';

/**
 * The form's main button. While the form is being sent it is aria-disabled, not disabled, and
 * refuses to send again: a disabled button would drop keyboard focus to the page, out of the
 * dialog, where Escape and Tab no longer reach it.
 */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const refuseWhileSending = (event: MouseEvent<HTMLButtonElement>) => {
    if (submitting) event.preventDefault();
  };
  return (
    <button type="submit" className="ott-button ott-auth-form__submit" aria-disabled={submitting || undefined} aria-busy={submitting || undefined} onClick={refuseWhileSending}>
      {children}
    </button>
  );
}
