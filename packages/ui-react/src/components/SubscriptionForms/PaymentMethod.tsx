import { cardExpiryText } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FocusOnShow } from './FocusOnShow';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `payment-method` screen (spec 000 §2 "add or update payment method"): the method on file and
 * the ways this site can replace it (a card, through edit-card). Only where the provider can
 * (canUpdatePaymentMethod).
 */
export default function PaymentMethod() {
  const { t } = useTranslation('account');
  const { controller, loading: controllerLoading } = useSubscriptionController();
  const modal = useAccountModalNavigation();
  const canUpdate = useAppStore('account', (state) => state.capabilities.canUpdatePaymentMethod);
  const method = useAppStore('account', (state) => state.activePaymentMethod);

  if (controllerLoading) return <LoadingIndicator />;
  if (!controller || !canUpdate) return <SubscriptionNotice message={t('payment.cannot_update')} />;

  const card = method?.paymentMethodSpecificParams;
  const expiry = cardExpiryText(card?.cardExpirationDate);
  const current = !method
    ? t('payment.no_payment_method')
    : card?.lastCardFourDigits
      ? t('payment.current_card', { number: card.lastCardFourDigits, expiry: expiry ?? '' })
      : t('payment.current_method', { method: method.paymentMethod === 'paypal' ? t('payment.paypal') : method.paymentMethod });

  return (
    <FocusOnShow className="ott-auth-form">
      <p className="ott-auth-form__intro">{current}</p>
      <div className="ott-auth-form__actions">
        <Link replace className="ott-button" to={modal.href('edit-card')}>
          {method ? t('payment.use_new_card') : t('payment.add_card')}
        </Link>
        <button type="button" className="ott-button-secondary ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('payment.cancel')}
        </button>
      </div>
    </FocusOnShow>
  );
}
