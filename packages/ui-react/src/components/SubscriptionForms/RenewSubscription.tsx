import { ACCOUNT_NOTICE_KEYS, canRenewSubscription, formatBillingDate, formatPrice } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { ConfirmStep, useConfirmedAction } from './ConfirmStep';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `renew-subscription` screen (spec 000 §2, §4): a cancelled subscription can be renewed where
 * the provider allows it (canRenewSubscription); confirm, then the confirmation with the next fee
 * and its date. A failure says so (renew_subscription.unknown_error_occurred).
 */
export default function RenewSubscription() {
  const { t, i18n } = useTranslation('account');
  const { controller, loading } = useSubscriptionController();
  const subscription = useAppStore('account', (state) => state.subscription);
  const renewalAllowed = useAppStore('account', (state) => state.capabilities.canRenewSubscription);
  const renew = useConfirmedAction(async () => controller?.renew());
  const language = i18n.language;

  if (loading) return <LoadingIndicator />;
  if (renew.done && subscription) {
    const price = subscription.nextPaymentPrice ?? subscription.totalPrice;
    return (
      <SubscriptionNotice
        title={t('subscription_renewed.title')}
        message={
          price === undefined
            ? t('subscription_renewed.message_no_price', { date: formatBillingDate(subscription.expiresAt, language) })
            : t('subscription_renewed.message', {
                price: formatPrice(price, subscription.nextPaymentCurrency, language),
                date: formatBillingDate(subscription.nextPaymentAt ?? subscription.expiresAt, language),
              })
        }
      />
    );
  }
  // While the renewal is sent the store already shows it active: the confirm step stays.
  if (!controller || !subscription || (!renew.sending && !canRenewSubscription(subscription, renewalAllowed))) {
    return <SubscriptionNotice message={t('renew_subscription.not_renewable')} />;
  }

  return (
    <ConfirmStep
      error={renew.failed ? t(ACCOUNT_NOTICE_KEYS.renewSubscriptionError) : undefined}
      confirmLabel={t('renew_subscription.renew_subscription')}
      cancelLabel={t('renew_subscription.no_thanks')}
      sending={renew.sending}
      onConfirm={() => void renew.run()}
    >
      <p className="ott-auth-form__intro">{t('renew_subscription.explanation', { title: subscription.offerTitle })}</p>
      <p className="ott-auth-form__intro">{t('renew_subscription.next_billing_date_on', { date: formatBillingDate(subscription.expiresAt, language) })}</p>
    </ConfirmStep>
  );
}
