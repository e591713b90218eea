import { useLocation } from 'react-router';
import { PaymentOutcome } from './PaymentOutcome';
import { paymentErrorMessageKey } from './paymentErrorReason';

/**
 * The `payment-error` screen: the payment failed (a provider's error page, a refusal); back to
 * checkout or close. A refusal known before leaving the site (the access is already active) says so.
 */
export default function PaymentError() {
  const { state } = useLocation();
  return <PaymentOutcome messageKey={paymentErrorMessageKey(state)} />;
}
