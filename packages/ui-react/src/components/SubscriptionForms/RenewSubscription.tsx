import { ACCOUNT_NOTICE_KEYS, canRenewSubscription, formatBillingDate, formatPrice } from '@ott/common';
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
 * The `renew-subscription` screen (spec 000 §2, §4): a cancelled subscription can be renewed where
 * the provider allows it (canRenewSubscription); confirm, then the confirmation with the next fee
 * and its date. A failure says so (renew_subscription.unknown_error_occurred).
 */
export default function RenewSubscription() {
  const { t, i18n } = useTranslation('account');
  const { controller, loading: controllerLoading } = useSubscriptionController();
  const modal = useAccountModalNavigation();
  const subscription = useAppStore('account', (state) => state.subscription);
  const renewalAllowed = useAppStore('account', (state) => state.capabilities.canRenewSubscription);
  const [step, setStep] = useState<'confirm' | 'done'>('confirm');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const language = i18n.language;

  if (controllerLoading) return <LoadingIndicator />;
  if (step === 'done' && subscription) {
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
  if (!controller || !subscription || (!sending && !canRenewSubscription(subscription, renewalAllowed))) {
    return <SubscriptionNotice message={t('renew_subscription.not_renewable')} />;
  }

  const renew = async () => {
    setFailed(false);
    setSending(true);
    try {
      await controller.renew();
      setStep('done');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <FocusOnShow className="ott-auth-form">
      <p className="ott-auth-form__intro">{t('renew_subscription.explanation', { title: subscription.offerTitle })}</p>
      <p className="ott-auth-form__intro">{t('renew_subscription.next_billing_date_on', { date: formatBillingDate(subscription.expiresAt, language) })}</p>
      <FormAlert message={failed ? t(ACCOUNT_NOTICE_KEYS.renewSubscriptionError) : undefined} />
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" disabled={sending} aria-busy={sending || undefined} onClick={() => void renew()}>
          {t('renew_subscription.renew_subscription')}
        </button>
        <button type="button" className="ott-button-secondary ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('renew_subscription.no_thanks')}
        </button>
      </div>
    </FocusOnShow>
  );
}
