import { useTranslation } from 'react-i18next';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import type { paymentErrorMessageKey } from './paymentErrorReason';
import { useCheckoutController } from './useCheckoutController';
import { useCheckoutState } from './useCheckoutState';

/**
 * What a payment that did not go through says (payment-error, payment-cancelled): the message (the
 * provider's own when it gave one), a
 * way back to checkout while an offer is still chosen (else to choose-offer), and close.
 */
export function PaymentOutcome({ messageKey, message }: { messageKey: 'checkout.payment_cancelled_message' | ReturnType<typeof paymentErrorMessageKey>; message?: string | undefined }) {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const controller = useCheckoutController();
  const hasOffer = useCheckoutState(controller, (state) => state.selectedOffer !== null);
  // Where "back" leads depends on the purchase in progress, known once the controller has loaded.
  if (controller === undefined) return <LoadingIndicator />;
  return (
    <div className="ott-auth-form">
      <p className="ott-auth-form__intro" role="status">
        {message ?? t(messageKey)}
      </p>
      <button type="button" className="ott-button ott-auth-form__submit" onClick={() => void modal.goTo(hasOffer ? 'checkout' : 'choose-offer')}>
        {t('checkout.go_back_to_checkout')}
      </button>
      <button type="button" className="ott-button-secondary" onClick={() => void modal.close()}>
        {t('checkout.close')}
      </button>
    </div>
  );
}
