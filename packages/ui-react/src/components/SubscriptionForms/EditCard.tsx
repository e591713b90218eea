import { DEFAULT_CURRENCY, formatCardExpiry, formatCardNumber, formatCvc, mapCardError, paymentFormSchema } from '@ott/common';
import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { absoluteAccountModalUrl } from '../AccountModal/accountModalUrl';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { SubmitButton } from '../AccountForms/fields/SubmitButton';
import { TextField } from '../AccountForms/fields/TextField';
import { useAccountForm } from '../AccountForms/useAccountForm';
import { FocusOnShow } from './FocusOnShow';
import { SubscriptionNotice } from './SubscriptionNotice';

const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCVC'];

/** Rewrites the input's text as the viewer types (the card rules' formatting), before the form reads it. */
const formatted = (format: (text: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
  event.target.value = format(event.target.value);
};

/**
 * The `edit-card` screen (spec 000 §2 "Update card details form", §5 "Card"): holder name, number
 * (grouped 4-4-4-4, amex 4-6-5, diners 4-6-4), expiry (MM/YY) and CVC, validated by the card rules;
 * saved with the provider (canUpdatePaymentMethod), then payment-method-success (through the bank's
 * challenge page when the card needs it). A refusal that
 * names a field shows on it; anything else at form level.
 */
export default function EditCard() {
  const { t } = useTranslation('account');
  const { controller, loading: controllerLoading } = useSubscriptionController();
  const modal = useAccountModalNavigation();
  const location = useLocation();
  const canUpdate = useAppStore('account', (state) => state.capabilities.canUpdatePaymentMethod);
  const currency = useAppStore('account', (state) => state.activePaymentMethod?.currency ?? state.subscription?.nextPaymentCurrency ?? DEFAULT_CURRENCY);
  const schema = useMemo(() => paymentFormSchema(new Date()), []);
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(schema, { cardholderName: '', cardNumber: '', cardExpiry: '', cardCVC: '' });

  if (controllerLoading) return <LoadingIndicator />;
  if (!controller || !canUpdate) return <SubscriptionNotice message={t('payment.cannot_update')} />;

  const submit = onSubmit(async (card) => {
    let challenge: { redirectUrl: string } | undefined;
    try {
      challenge = await controller.updateCard({
        cardName: card.cardholderName.trim(),
        cardNumber: card.cardNumber,
        cvc: card.cardCVC,
        expMonth: Number(card.cardExpMonth),
        expYear: 2000 + Number(card.cardExpYear.slice(-2)),
        currency,
        // The bank's challenge page sends the browser back here, to be finalized.
        returnUrl: absoluteAccountModalUrl(location, 'payment-method-success'),
      });
    } catch (error) {
      showError(mapCardError(error), CARD_FIELDS);
      return;
    }
    if (challenge) window.location.assign(challenge.redirectUrl);
    else void modal.goTo('payment-method-success');
  });

  const register = (name: 'cardNumber' | 'cardExpiry' | 'cardCVC', format: (text: string) => string) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        formatted(format)(event);
        return field.onChange(event);
      },
    };
  };

  return (
    <FocusOnShow>
      <form className="ott-auth-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <TextField label={t('payment.card_holder_name')} autoComplete="cc-name" error={fieldError('cardholderName')} aria-required {...form.register('cardholderName')} />
      <TextField
        label={t('payment.card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        error={fieldError('cardNumber')}
        aria-required
        {...register('cardNumber', formatCardNumber)}
      />
      <TextField
        label={t('payment.card_expiry')}
        hint={t('payment.card_expiry_hint')}
        inputMode="numeric"
        autoComplete="cc-exp"
        error={fieldError('cardExpiry')}
        aria-required
        {...register('cardExpiry', formatCardExpiry)}
      />
      <TextField label={t('payment.security_code')} inputMode="numeric" autoComplete="cc-csc" error={fieldError('cardCVC')} aria-required {...register('cardCVC', formatCvc)} />
      <div className="ott-auth-form__actions">
        <SubmitButton submitting={submitting}>{t('payment.save')}</SubmitButton>
        <button type="button" className="ott-button-secondary ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('payment.cancel')}
        </button>
      </div>
      </form>
    </FocusOnShow>
  );
}
