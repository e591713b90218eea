import { selectHasPendingSwitch, type SubscriptionController } from '@ott/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSubscriptionController, useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { BillingHistorySection } from './BillingHistorySection';
import { PaymentMethodSection } from './PaymentMethodSection';
import { SubscriptionSection } from './SubscriptionSection';
import '@ott/ui-react/styles/my-account.css';
import '@ott/ui-react/styles/payments.css';

/**
 * The payments page `/u/payments` (spec 000 §2 "Account pages", SVOD only; UserArea redirects
 * elsewhere): subscription details with change plan, the payment method, the billing history.
 */
export default function Payments() {
  const { t } = useTranslation('user');
  const { controller, loading } = useSubscriptionController();
  useDocumentTitle(t('payment.title'));

  return (
    <div className="ott-screen ott-my-account ott-payments">
      <h1 className="ott-my-account__title">{t('payment.title')}</h1>
      {loading ? <LoadingIndicator /> : controller ? <PaymentsSections controller={controller} /> : <p>{t('payment.no_subscription')}</p>}
    </div>
  );
}

function PaymentsSections({ controller }: { controller: SubscriptionController }) {
  useEffect(() => {
    // Each part keeps its own error in the controller's store: the sections show them.
    void controller.load();
  }, [controller]);
  const canRenew = useAppStore('account', (state) => state.capabilities.canRenewSubscription);
  const hasPendingSwitch = useAppStore('account', selectHasPendingSwitch);
  const loaded = useSubscriptionStore(controller, (state) => state.loaded);

  return (
    <>
      <SubscriptionSection controller={controller} loaded={loaded} canRenewSubscription={canRenew} hasPendingSwitch={hasPendingSwitch} />
      <PaymentMethodSection controller={controller} />
      <BillingHistorySection controller={controller} />
    </>
  );
}
