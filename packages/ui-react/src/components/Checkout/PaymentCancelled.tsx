import { PaymentOutcome } from './PaymentOutcome';

/** The `payment-cancelled` screen: the viewer left the provider's payment page; back to checkout or close. */
export default function PaymentCancelled() {
  return <PaymentOutcome messageKey="checkout.payment_cancelled_message" />;
}
