import {
  PAYMENT_METHOD_NAME,
  formatPrice,
  selectCouponCode,
  selectIsCouponApplied,
  type CheckoutController,
  type DisplayError,
  type Offer,
  type Order,
  type PaymentForm,
} from '@ott/common';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { absoluteAccountModalUrl } from '../AccountModal/accountModalUrl';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { useDisplayErrorText } from '../AccountForms/useDisplayErrorText';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { CaptchaField } from '../Captcha/CaptchaField';
import { useCaptcha } from '../Captcha/useCaptcha';
import { CardPaymentForm } from './CardPaymentForm';
import { checkoutErrorOf } from './checkoutError';
import { CouponForm } from './CouponForm';
import { OrderSummary } from './OrderSummary';
import { paymentErrorState } from './paymentErrorReason';
import { paymentTypeOf } from './paymentReturn';
import { useFinishPayment } from './useFinishPayment';
import { useCheckoutController } from './useCheckoutController';
import { useCheckoutState } from './useCheckoutState';
import { useReferrerCodes } from './useReferrerCodes';
import '@ott/ui-react/styles/checkout.css';

/**
 * The `checkout` screen (spec 000 §4 "Checkout"): the order of the chosen offer (created on
 * arrival), its price breakdown, the coupon form, card or PayPal as the provider offers them, and
 * the no-payment-needed variant for a free order. The captcha slot (site key configured) sits
 * with the two ways to pay that send its answer: the free submit and PayPal (001 §7). No chosen
 * offer, or an order the provider lost, returns to choose-offer.
 */
export default function Checkout() {
  const { t } = useTranslation('account');
  const errorText = useDisplayErrorText();
  const controller = useCheckoutController();
  const modal = useAccountModalNavigation();
  useReferrerCodes(controller);
  const offer = useCheckoutState(controller, (state) => state.selectedOffer);
  const order = useCheckoutState(controller, (state) => state.order);
  const [error, setError] = useState<DisplayError | null>(null);
  const paidRef = useRef(false);
  const needsOrder = offer !== null && (order === null || order.offerId !== offer.offerId);

  useEffect(() => {
    if (!controller) return;
    if (!offer) {
      // Not after a payment: the screen fades out while the purchase is forgotten.
      if (!paidRef.current) void modal.goTo('choose-offer');
      return;
    }
    if (!needsOrder) return;
    let current = true;
    controller.createOrder().catch((failure: unknown) => current && setError(checkoutErrorOf(failure)));
    return () => {
      current = false;
    };
    // The order is made once per chosen offer; moving between screens must not remake it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, offer?.offerId]);

  if (controller === null) return <FormAlert message={t('choose_offer.no_pricing_available')} />;
  if (controller === undefined) return <LoadingIndicator />;
  if (error) return <FormAlert message={errorText(error)} />;
  if (!offer || !order || needsOrder) return <LoadingIndicator />;
  return <CheckoutOrder controller={controller} offer={offer} order={order} onPaid={() => (paidRef.current = true)} />;
}

interface CheckoutOrderProps {
  controller: CheckoutController;
  offer: Offer;
  order: Order;
  /** Told before the purchase is forgotten, so that the screen does not go back to choose-offer. */
  onPaid: () => void;
}

function CheckoutOrder({ controller, offer, order, onPaid }: CheckoutOrderProps) {
  const { t, i18n } = useTranslation('account');
  const errorText = useDisplayErrorText();
  const modal = useAccountModalNavigation();
  const location = useLocation();
  const finishPayment = useFinishPayment(controller);
  const couponApplied = useCheckoutState(controller, selectIsCouponApplied);
  const couponCode = useCheckoutState(controller, (state) => selectCouponCode(state));
  const paymentMethods = useCheckoutState(controller, (state) => state.paymentMethods);
  const selectedMethodId = useCheckoutState(controller, (state) => state.selectedPaymentMethodId);
  const [alert, setAlert] = useState<DisplayError | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const type = paymentTypeOf(offer);

  /**
   * A failure of the order itself: a lost order goes back to choose-offer, a refused captcha
   * answer is said on the captcha slot (the widget starts over), anything else shows above the form.
   */
  const fail = (failure: unknown) => {
    const mapped = checkoutErrorOf(failure);
    if (mapped.action === 'clear-order-and-choose-offer') void modal.goTo('choose-offer');
    else if (mapped.field === 'captchaValue' && captcha.siteKey) captcha.refuse();
    else setAlert(mapped);
    return mapped;
  };

  const applyCoupon = async (code: string): Promise<string | undefined> => {
    setAlert(null);
    try {
      await controller.applyCoupon(code);
      return undefined;
    } catch (failure) {
      const mapped = checkoutErrorOf(failure);
      if (mapped.field === 'couponCode') return errorText(mapped);
      fail(failure);
      return undefined;
    }
  };

  /** Paid: a subscription opens welcome, a pass or pay-per-view returns to the page (000 §2). */
  const paid = () => {
    onPaid();
    finishPayment(location, type);
  };

  const payWithoutDetails = async () => {
    if (!captcha.check()) return;
    setBusy(true);
    setAlert(null);
    try {
      await controller.payWithoutDetails(captcha.value ?? undefined);
      paid();
    } catch (failure) {
      fail(failure);
      captcha.reset();
      setBusy(false);
    }
  };

  const payWithCard = async (card: PaymentForm) => {
    const result = await controller.payWithCard(card, { referrer: window.location.href, returnUrl: absoluteAccountModalUrl(location, 'finalize-payment', { offerId: offer.offerId, type }) });
    if (result.status === 'succeeded') paid();
    else if (result.status === 'pending') void modal.goTo('waiting-for-payment', { offerId: offer.offerId, type });
    else window.location.assign(result.redirectUrl);
  };

  const payWithPayPal = async () => {
    if (!captcha.check()) return;
    setBusy(true);
    setAlert(null);
    const returnTo = (value: 'waiting-for-payment' | 'payment-cancelled' | 'payment-error') =>
      absoluteAccountModalUrl(location, value, value === 'waiting-for-payment' ? { offerId: offer.offerId, type } : undefined);
    const errorUrl = returnTo('payment-error');
    try {
      const url = await controller.payWithPayPal({
        successUrl: returnTo('waiting-for-payment'),
        waitingUrl: returnTo('waiting-for-payment'),
        cancelUrl: returnTo('payment-cancelled'),
        errorUrl,
        ...(captcha.value && { captchaValue: captcha.value }),
      });
      // The provider sends a customer who already has the access to the error page at once (001 §8).
      if (url === errorUrl) void modal.goTo('payment-error', undefined, paymentErrorState('access_already_active'));
      else window.location.assign(url);
    } catch (failure) {
      const mapped = checkoutErrorOf(failure);
      if (mapped.action === 'redirect-to-error-url') void modal.goTo('payment-error', undefined, paymentErrorState('access_already_active'));
      else fail(failure);
      captcha.reset();
      setBusy(false);
    }
  };

  const methods = paymentMethods.filter((method) => method.methodName === PAYMENT_METHOD_NAME.CARD || method.methodName === PAYMENT_METHOD_NAME.PAYPAL);
  const selected = methods.find((method) => method.id === selectedMethodId) ?? methods[0];
  const total = formatPrice(order.totalPrice, order.currency, i18n.language);

  return (
    <div className="ott-checkout">
      <OrderSummary offer={offer} order={order} />
      <CouponForm onApply={applyCoupon} applied={couponApplied} initialCode={couponCode ?? ''} />
      <FormAlert message={alert ? errorText(alert) : undefined} />
      {!order.requiredPaymentDetails ? (
        <div className="ott-auth-form">
          <p className="ott-checkout__no-payment">{t('checkout.no_payment_needed')}</p>
          <CaptchaField captcha={captcha} label={t('captcha.label')} />
          <button type="button" className="ott-button ott-auth-form__submit" disabled={busy} aria-busy={busy || undefined} onClick={() => void payWithoutDetails()}>
            {t('checkout.continue')}
          </button>
        </div>
      ) : methods.length === 0 ? (
        <FormAlert message={t('checkout.no_payment_methods')} />
      ) : (
        <>
          <PaymentMethodChoice
            methods={methods.map((method) => ({ id: method.id, name: method.methodName }))}
            selectedId={selected?.id}
            onSelect={(id) => {
              setAlert(null);
              controller.selectPaymentMethod(id).catch(fail);
            }}
          />
          {selected?.methodName === PAYMENT_METHOD_NAME.PAYPAL ? (
            <div className="ott-auth-form">
              <p>{t('checkout.paypal_instructions')}</p>
              <CaptchaField captcha={captcha} label={t('captcha.label')} />
              <ActionButton busy={busy} onClick={() => void payWithPayPal()}>
                {busy ? t('checkout.redirecting_to_paypal') : t('checkout.continue')}
              </ActionButton>
            </div>
          ) : (
            <CardPaymentForm onPay={payWithCard} submitLabel={order.totalPrice === 0 ? t('checkout.continue') : t('checkout.pay', { price: total })} />
          )}
        </>
      )}
    </div>
  );
}

/** The provider comes back to the site, so the return pages it is given are full URLs. */
function ActionButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className="ott-button ott-auth-form__submit" disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {children}
    </button>
  );
}

function PaymentMethodChoice({ methods, selectedId, onSelect }: { methods: { id: string; name: string }[]; selectedId: string | undefined; onSelect: (id: string) => void }) {
  const { t } = useTranslation('account');
  const name = useId();
  if (methods.length === 1) return null;
  return (
    <fieldset className="ott-payment-methods">
      <legend className="ott-field__label">{t('checkout.payment_method')}</legend>
      {methods.map((method) => (
        <label key={method.id} className="ott-payment-methods__option">
          <input type="radio" name={name} value={method.id} checked={method.id === selectedId} onChange={() => onSelect(method.id)} />
          <span>{method.name === PAYMENT_METHOD_NAME.PAYPAL ? t('checkout.paypal') : t('checkout.credit_card')}</span>
        </label>
      ))}
    </fieldset>
  );
}
