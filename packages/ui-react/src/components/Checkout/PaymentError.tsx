import { useLocation } from 'react-router';
import { PaymentOutcome } from './PaymentOutcome';
import { paymentErrorMessageKey, providerPaymentErrorMessage } from './paymentErrorReason';

/**
 * The `payment-error` screen: the payment failed (a provider's error page, a refusal, a failure
 * notification); back to checkout or close. A refusal known before leaving the site (the access is
 * already active) says so; a failure the provider explained shows its message.
 */
export default function PaymentError() {
  const { state } = useLocation();
  return <PaymentOutcome messageKey={paymentErrorMessageKey(state)} message={providerPaymentErrorMessage(state)} />;
}
