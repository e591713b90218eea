import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogger } from '../../hooks/useApp';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `payment-method-success` screen: the payment details are updated (from edit-card, or back
 * from the provider's page). The payment details and subscriptions reload (5 tries, spec 000 §4).
 */
export default function PaymentMethodSuccess() {
  const { t } = useTranslation('account');
  const { controller } = useSubscriptionController();
  const logger = useLogger();

  useEffect(() => {
    controller?.afterPaymentMethodAdded().catch((error: unknown) => logger.warn('The payment details could not be reloaded', error));
  }, [controller, logger]);

  return <SubscriptionNotice message={t('payment.update_payment_success')} />;
}
