import type { DisplayError } from '@ott/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { useDisplayErrorText } from '../AccountForms/useDisplayErrorText';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { checkoutErrorOf } from './checkoutError';
import { useFinishPayment } from './useFinishPayment';
import { useCheckoutController } from './useCheckoutController';

/**
 * The `finalize-payment` screen, where a payment page sends the viewer back (spec 000 §2, §4
 * "Payment redirect"): the payment is completed with `redirectResult`, `orderId` and
 * `paymentMethodId`; then a pass or pay-per-view (`type`) returns to the page, anything else opens
 * welcome. Without an order id it says error:adyen_order_unknown.
 */
export default function FinalizePayment() {
  const { t } = useTranslation('account');
  const errorText = useDisplayErrorText();
  const controller = useCheckoutController();
  const modal = useAccountModalNavigation();
  const location = useLocation();
  const finishPayment = useFinishPayment(controller);
  const [error, setError] = useState<DisplayError | null>(null);
  // One finalize per return, even when the effect runs again (StrictMode): a second one would fail.
  const finalizing = useRef<Promise<void> | null>(null);
  // The parameters as the provider sent them: the screen finalizes once, whatever the URL becomes.
  const [params] = useState(() => ({
    orderId: modal.param('orderId'),
    redirectResult: modal.param('redirectResult'),
    paymentMethodId: modal.param('paymentMethodId'),
    type: modal.param('type'),
    origin: location,
  }));

  useEffect(() => {
    if (!controller) return;
    let current = true;
    const { type, origin, ...payload } = params;
    finalizing.current ??= controller.finalizePayment({
      ...(payload.orderId && { orderId: payload.orderId }),
      ...(payload.redirectResult && { redirectResult: payload.redirectResult }),
      ...(payload.paymentMethodId && { paymentMethodId: payload.paymentMethodId }),
      ...(type && { offerType: type }),
    });
    finalizing.current.then(
        () => {
          if (!current) return;
          finishPayment(origin, type);
        },
        (failure: unknown) => current && setError(checkoutErrorOf(failure)),
      );
    return () => {
      current = false;
    };
      // Finalized once per return: the finishing steps are read when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, params]);

  if (error || controller === null) {
    return (
      <div className="ott-auth-form">
        <FormAlert message={errorText(error ?? { key: 'error:unknown_error' })} />
        <button type="button" className="ott-button ott-auth-form__submit" onClick={modal.close}>
          {t('checkout.close')}
        </button>
      </div>
    );
  }
  return <LoadingIndicator />;
}
