import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountModalTitle } from '../AccountModal/AccountModalTitle';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { useFocusFirstOnMount } from '../AccountModal/useFocusFirstOnMount';
import '@ott/ui-react/styles/payments.css';

export interface SubscriptionNoticeProps {
  /** Replaces the dialog's title while shown (a step of a screen); undefined keeps it. */
  title?: string;
  message: ReactNode;
  /** The button's text; it closes the overlay (back to the page it was opened on). */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A message step of the subscription screens (a confirmation, a result, nothing to do): the text
 * and a button that closes the overlay. Focus moves into it when it replaces another step.
 */
export function SubscriptionNotice({ title, message, closeLabel, children }: SubscriptionNoticeProps) {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const ref = useFocusFirstOnMount<HTMLDivElement>();
  useAccountModalTitle(title);
  return (
    <div ref={ref} className="ott-auth-form">
      <p className="ott-auth-form__intro" role="status">
        {message}
      </p>
      {children}
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" onClick={() => void modal.close()}>
          {closeLabel ?? t('subscription_screens.back_to_payments')}
        </button>
      </div>
    </div>
  );
}
