import { readExternalOfferReturn, type EntitlementPollResult } from '@ott/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApp } from '../../hooks/useApp';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { endExternalPurchase, externalPurchaseToken } from './externalOfferToken';
import { paymentErrorState } from './paymentErrorReason';
import { useFinishPayment } from './useFinishPayment';
import { useCheckoutController } from './useCheckoutController';

/**
 * The `waiting-for-payment` screen (spec 000 §4): the provider is asked every 3 s, 5 times, whether
 * the offer (`offerId`) is granted, or the provider's card-success notification says so; granted goes
 * where a finished payment goes (`type`), otherwise the payment is said to take longer than usual. A return from an offer's own page must carry the
 * token this tab sent (and a well-formed product), else it ends on payment-error.
 */
export default function WaitingForPayment() {
  const { t } = useTranslation('account');
  const controller = useCheckoutController();
  const modal = useAccountModalNavigation();
  const location = useLocation();
  const finishPayment = useFinishPayment(controller);
  const offerId = modal.param('offerId');
  const type = modal.param('type');
  const notifications = useApp().notifications;
  const [result, setResult] = useState<EntitlementPollResult | 'failed' | null>(null);
  const [origin] = useState(location);
  // Back from an offer's own page (referrer invoice, token, product): only a purchase this tab started counts.
  const [outside] = useState(() => readExternalOfferReturn(location.search, externalPurchaseToken()));

  useEffect(() => {
    if (outside.kind === 'none') return;
    endExternalPurchase();
    const dropReturn = { offerId: undefined, type: undefined, invoice: undefined, token: undefined, product: undefined };
    if (outside.kind === 'invalid') void modal.goTo('payment-error', dropReturn, paymentErrorState('invalid_return_link'));
    // Once, for the return the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outside]);

  // A payment notification of the provider (000 §4) ends the wait before the next poll would.
  useEffect(() => {
    if (!notifications || !offerId) return;
    let done = false;
    const stop = notifications.onView((view) => {
      if (view.kind !== 'payment_succeeded' || done) return;
      done = true;
      finishPayment(origin, type);
    });
    return stop;
    // Once per offer: the finishing steps are read when the notification comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifications, offerId, type, origin]);

  useEffect(() => {
    if (!controller || !offerId || outside.kind === 'invalid') return;
    const abort = new AbortController();
    controller.waitForPayment(offerId, { signal: abort.signal }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        if (outcome !== 'granted') {
          setResult(outcome);
          return;
        }
        finishPayment(origin, type);
      },
      () => !abort.signal.aborted && setResult('failed'),
    );
    return () => abort.abort();
      // Polled once per offer: the finishing steps are read when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, offerId, type, origin, outside]);

  if (!offerId || controller === null || result === 'longer_than_usual' || result === 'failed') {
    return (
      <div className="ott-auth-form" role="status">
        <p className="ott-auth-form__intro">{t('checkout.longer_than_usual')}</p>
        <button type="button" className="ott-button ott-auth-form__submit" onClick={modal.close}>
          {t('checkout.close')}
        </button>
      </div>
    );
  }
  return (
    <div className="ott-auth-form">
      <p className="ott-auth-form__intro">{t('checkout.waiting_for_payment_message')}</p>
      <LoadingIndicator />
    </div>
  );
}
