import { formatCardExpiry, formatCardNumber, formatCvc, mapCardError, paymentFormSchema, type PaymentForm } from '@ott/common';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { SubmitButton } from '../AccountForms/fields/SubmitButton';
import { TextField } from '../AccountForms/fields/TextField';
import { useAccountForm } from '../AccountForms/useAccountForm';
import { checkoutErrorOf } from './checkoutError';

type CardField = 'cardNumber' | 'cardExpiry' | 'cardCVC';

/** How each card field is rewritten as the viewer types (spec 000 §5 "Card"). */
const FORMATTERS: Record<CardField, (value: string) => string> = {
  cardNumber: formatCardNumber,
  cardExpiry: formatCardExpiry,
  cardCVC: formatCvc,
};

export interface CardPaymentFormProps {
  /** Pays; a failure is raised and shown on the card field it names, else above the form. */
  onPay: (card: PaymentForm) => Promise<void>;
  submitLabel: string;
}

/**
 * The card form of checkout: holder name, number grouped as the brand's (4-4-4-4, amex 4-6-5,
 * diners 4-6-4), expiry as MM/YY, CVC digits only; validated on submit with common's payment rules
 * (checkout.invalid_card_number, invalid_card_expiry, invalid_cvc_number).
 */
export function CardPaymentForm({ onPay, submitLabel }: CardPaymentFormProps) {
  const { t } = useTranslation('account');
  const [now] = useState(() => new Date());
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(paymentFormSchema(now), {
    cardholderName: '',
    cardNumber: '',
    cardExpiry: '',
    cardCVC: '',
  });

  const formatted = (name: CardField) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = FORMATTERS[name](event.target.value);
        await registration.onChange(event);
      },
    };
  };

  const submit = onSubmit(async (card) => {
    try {
      await onPay(card);
    } catch (error) {
      const onField = mapCardError(error);
      showError(onField.field ? onField : checkoutErrorOf(error), ['cardNumber', 'cardExpiry', 'cardCVC']);
    }
  });

  return (
    <form className="ott-auth-form ott-card-form" onSubmit={submit} noValidate aria-label={t('checkout.credit_card')}>
      <FormAlert message={alert} />
      <TextField label={t('checkout.card_holder_name')} autoComplete="cc-name" error={fieldError('cardholderName')} aria-required {...form.register('cardholderName')} />
      <TextField label={t('checkout.card_number')} inputMode="numeric" autoComplete="cc-number" error={fieldError('cardNumber')} aria-required {...formatted('cardNumber')} />
      <div className="ott-card-form__row">
        <TextField label={t('checkout.card_expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" error={fieldError('cardExpiry')} aria-required {...formatted('cardExpiry')} />
        <TextField label={t('checkout.security_code')} inputMode="numeric" autoComplete="cc-csc" error={fieldError('cardCVC')} aria-required {...formatted('cardCVC')} />
      </div>
      <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
