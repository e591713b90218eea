import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../Markdown/Markdown';
import { CheckboxField } from './fields/CheckboxField';
import { RadioGroupField } from './fields/RadioGroupField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { consentControl, consentOptions, type RegistrationConsent } from './registrationConsents';

export interface ConsentFieldProps {
  consent: RegistrationConsent;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * One publisher consent or custom register field of the sign-up form. Publisher labels may carry
 * links (markdown or HTML), rendered sanitized; the built-in terms box has our own label.
 */
export function ConsentField({ consent, registration, error }: ConsentFieldProps) {
  const { t } = useTranslation('account');
  const text = consent.builtIn ? t('registration.terms') : consent.label || consent.name;
  const required = consent.required;
  switch (consentControl(consent)) {
    case 'checkbox':
      return (
        <CheckboxField
          label={consent.builtIn ? text : <Markdown markdown={text} inline />}
          error={error}
          aria-required={required || undefined}
          {...registration}
        />
      );
    case 'select':
      return (
        <SelectField
          label={text}
          options={consentOptions(consent)}
          placeholder={consent.placeholder ?? t('registration.choose')}
          error={error}
          aria-required={required || undefined}
          {...registration}
        />
      );
    case 'radio':
      return <RadioGroupField legend={text} options={consentOptions(consent)} error={error} {...registration} />;
    case 'date':
      return <TextField label={text} type="date" error={error} aria-required={required || undefined} {...registration} />;
    case 'text':
      return <TextField label={text} placeholder={consent.placeholder ?? undefined} error={error} aria-required={required || undefined} {...registration} />;
  }
}
