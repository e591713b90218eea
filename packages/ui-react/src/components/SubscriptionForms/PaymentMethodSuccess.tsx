import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogger } from '../../hooks/useApp';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `payment-method-success` screen: the payment details are updated (from edit-card, or back
 * from the provider's page). Back from the bank's challenge page (`redirectResult`), the card is
 * finalized first; a refusal says the details did not change. Then the payment details and
 * subscriptions reload (5 tries, spec 000 §4).
 */
export default function PaymentMethodSuccess() {
  const { t } = useTranslation('account');
  const { controller } = useSubscriptionController();
  const logger = useLogger();
  const modal = useAccountModalNavigation();
  // The parameter as the bank's page sent it: finalized once, whatever the URL becomes.
  const [redirectResult] = useState(() => modal.param('redirectResult'));
  const [state, setState] = useState<'finalizing' | 'updated' | 'failed'>(redirectResult ? 'finalizing' : 'updated');
  const finalizing = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!controller) return;
    let current = true;
    finalizing.current ??= redirectResult ? controller.finalizeCard(redirectResult) : Promise.resolve();
    finalizing.current.then(
      () => {
        if (!current) return;
        setState('updated');
        controller.afterPaymentMethodAdded().catch((error: unknown) => logger.warn('The payment details could not be reloaded', error));
      },
      (error: unknown) => {
        logger.warn('The card could not be finalized', error);
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [controller, logger, redirectResult]);

  if (state === 'finalizing') return <LoadingIndicator />;
  if (state === 'failed') return <SubscriptionNotice title={t('payment.update_payment_details')} message={t('payment.update_payment_failed')} />;
  return <SubscriptionNotice message={t('payment.update_payment_success')} />;
}
