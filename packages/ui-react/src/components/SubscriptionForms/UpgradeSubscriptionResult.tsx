import { formatBillingDate } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { SubscriptionNotice } from './SubscriptionNotice';

/** `upgrade-subscription-success`: the new plan applies now. */
export function UpgradeSubscriptionSuccess() {
  const { t } = useTranslation('account');
  return <SubscriptionNotice message={t('upgrade_subscription.success_message')} />;
}

/** `upgrade-subscription-pending`: a downgrade that starts when the paid period ends. */
export function UpgradeSubscriptionPending() {
  const { t, i18n } = useTranslation('account');
  const subscription = useAppStore('account', (state) => state.subscription);
  const pendingOffer = useAppStore('account', (state) => state.pendingOffer);
  return (
    <SubscriptionNotice
      message={
        subscription
          ? t('upgrade_subscription.pending_message', {
              title: pendingOffer?.offerTitle ?? t('upgrade_subscription.new_plan'),
              date: formatBillingDate(subscription.expiresAt, i18n.language),
            })
          : t('upgrade_subscription.pending_message_no_date')
      }
    />
  );
}

/** `upgrade-subscription-error`: the switch failed; nothing changed (user:payment.change_plan_error). */
export function UpgradeSubscriptionError() {
  const { t } = useTranslation(['account', 'user']);
  return <SubscriptionNotice message={t('user:payment.change_plan_error')} />;
}
