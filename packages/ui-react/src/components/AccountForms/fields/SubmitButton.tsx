import type { ReactNode } from 'react';

/** The form's main button: disabled while the form is being sent, so it is sent once. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="ott-button ott-auth-form__submit" disabled={submitting} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}
