import { PaymentOutcome } from './PaymentOutcome';

/** The `payment-error` screen: the payment failed (a provider's error page, a refusal); back to checkout or close. */
export default function PaymentError() {
  return <PaymentOutcome messageKey="checkout.payment_error_message" />;
}
