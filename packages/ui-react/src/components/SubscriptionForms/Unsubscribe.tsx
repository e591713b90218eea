import { ACCOUNT_NOTICE_KEYS, canCancelSubscription, formatBillingDate } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { ConfirmStep, useConfirmedAction } from './ConfirmStep';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `unsubscribe` screen (spec 000 §2, §4): confirm cancelling, then the confirmation that access
 * stays until the end of the paid period. A failure says so (cancel_subscription.unknown_error_occurred).
 */
export default function Unsubscribe() {
  const { t, i18n } = useTranslation('account');
  const { controller, loading } = useSubscriptionController();
  const subscription = useAppStore('account', (state) => state.subscription);
  const cancel = useConfirmedAction(async () => controller?.cancel());

  if (loading) return <LoadingIndicator />;
  if (cancel.done && subscription) {
    return (
      <SubscriptionNotice
        title={t('subscription_cancelled.title')}
        message={t('subscription_cancelled.message', { date: formatBillingDate(subscription.expiresAt, i18n.language) })}
      />
    );
  }
  // While the cancel is sent the store already shows it cancelled: the confirm step stays.
  if (!controller || !subscription || (!cancel.sending && !canCancelSubscription(subscription))) {
    return <SubscriptionNotice message={t('cancel_subscription.not_active')} />;
  }

  return (
    <ConfirmStep
      error={cancel.failed ? t(ACCOUNT_NOTICE_KEYS.cancelSubscriptionError) : undefined}
      confirmLabel={t('cancel_subscription.unsubscribe')}
      cancelLabel={t('cancel_subscription.no_thanks')}
      sending={cancel.sending}
      onConfirm={() => void cancel.run()}
    >
      <p className="ott-auth-form__intro">{t('cancel_subscription.explanation', { title: subscription.offerTitle })}</p>
    </ConfirmStep>
  );
}
