import type { ReactNode } from 'react';

/**
 * The form-level message (a server error, or "please fill in the required fields"): an alert, so a
 * screen reader announces it as soon as it appears. Nothing is rendered without a message.
 */
export function FormAlert({ message, children }: { message: string | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="ott-form-alert" role="alert">
      <p className="ott-form-alert__text">{message}</p>
      {children}
    </div>
  );
}
