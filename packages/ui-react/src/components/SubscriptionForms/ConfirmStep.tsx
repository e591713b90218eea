import { useState, type ReactNode } from 'react';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FocusOnShow } from './FocusOnShow';

/** A subscription change asked for on a confirm step: sending, done, or failed. */
export function useConfirmedAction(action: () => Promise<unknown>) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const run = async () => {
    setFailed(false);
    setSending(true);
    try {
      await action();
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return { done, failed, sending, run };
}

export interface ConfirmStepProps {
  children: ReactNode;
  /** The failure's text, shown as an alert; undefined while nothing failed. */
  error?: string;
  confirmLabel: string;
  cancelLabel: string;
  sending: boolean;
  onConfirm(): void;
}

/**
 * The confirm step of a subscription screen: what will happen, the failure if any, the button
 * that does it (busy while sending) and the one that closes the overlay without changing anything.
 */
export function ConfirmStep({ children, error, confirmLabel, cancelLabel, sending, onConfirm }: ConfirmStepProps) {
  const modal = useAccountModalNavigation();
  return (
    <FocusOnShow className="ott-auth-form">
      {children}
      <FormAlert message={error} />
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" disabled={sending} aria-busy={sending || undefined} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="ott-button-secondary ott-auth-form__secondary" onClick={() => void modal.close()}>
          {cancelLabel}
        </button>
      </div>
    </FocusOnShow>
  );
}
