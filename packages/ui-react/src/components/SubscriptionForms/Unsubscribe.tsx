import { ACCOUNT_NOTICE_KEYS, canCancelSubscription, formatBillingDate } from '@ott/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { FocusOnShow } from './FocusOnShow';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `unsubscribe` screen (spec 000 §2, §4): confirm cancelling, then the confirmation that access
 * stays until the end of the paid period. A failure says so (cancel_subscription.unknown_error_occurred).
 */
export default function Unsubscribe() {
  const { t, i18n } = useTranslation('account');
  const { controller, loading: controllerLoading } = useSubscriptionController();
  const modal = useAccountModalNavigation();
  const subscription = useAppStore('account', (state) => state.subscription);
  const [step, setStep] = useState<'confirm' | 'done'>('confirm');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  if (controllerLoading) return <LoadingIndicator />;
  if (step === 'done' && subscription) {
    return (
      <SubscriptionNotice
        title={t('subscription_cancelled.title')}
        message={t('subscription_cancelled.message', { date: formatBillingDate(subscription.expiresAt, i18n.language) })}
      />
    );
  }
  if (!controller || !subscription || (!sending && !canCancelSubscription(subscription))) {
    return <SubscriptionNotice message={t('cancel_subscription.not_active')} />;
  }

  const unsubscribe = async () => {
    setFailed(false);
    setSending(true);
    try {
      await controller.cancel();
      setStep('done');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <FocusOnShow className="ott-auth-form">
      <p className="ott-auth-form__intro">{t('cancel_subscription.explanation', { title: subscription.offerTitle })}</p>
      <FormAlert message={failed ? t(ACCOUNT_NOTICE_KEYS.cancelSubscriptionError) : undefined} />
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" disabled={sending} aria-busy={sending || undefined} onClick={() => void unsubscribe()}>
          {t('cancel_subscription.unsubscribe')}
        </button>
        <button type="button" className="ott-button-secondary ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('cancel_subscription.no_thanks')}
        </button>
      </div>
    </FocusOnShow>
  );
}
