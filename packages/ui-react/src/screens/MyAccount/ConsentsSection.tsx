import { zodResolver } from '@hookform/resolvers/zod';
import { CONSENT_FIELD_TYPE, type CustomerConsent, type PublisherConsent } from '@ott/common';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown/Markdown';
import { AccountSection, type SectionControl } from './AccountSection';
import { saveErrorFor, validationSummaryKey } from './accountFormErrors';
import { answerText, consentFormSchema, consentFormValues, consentsToSave, isCheckboxField, type ConsentFormValues } from './consentForm';
import { AccountCheckboxField, AccountRadioGroup, AccountSelectField, AccountTextField } from './fields';
import { FormActions, FormError, submitOnce } from './FormActions';
import { useAccountPageServices } from './useAccountPageServices';
import { ValueList } from './ValueList';

export interface ConsentsSectionProps {
  /** `terms` (terms and tracking) or `details` (other registration details). */
  name: 'terms' | 'details';
  title: string;
  fields: readonly PublisherConsent[];
  customerConsents: readonly CustomerConsent[];
  control: SectionControl;
}

/** A consent label from the publisher may hold markdown links (the terms page). */
const ConsentLabel = ({ field }: { field: PublisherConsent }) => <Markdown inline markdown={field.label || field.name} />;

/** Terms and tracking, or other registration details: the customer's consents, edited as a form and saved with updateConsents. */
export function ConsentsSection({ name, title, fields, customerConsents, control }: ConsentsSectionProps) {
  const { t } = useTranslation('user');
  const { values } = consentFormValues(fields, customerConsents);
  return (
    <AccountSection name={name} title={title} control={control}>
      {control.editing ? (
        <ConsentsForm fields={fields} customerConsents={customerConsents} control={control} />
      ) : (
        <ValueList
          items={fields.map((field, index) => ({
            label: <ConsentLabel field={field} />,
            value: isCheckboxField(field)
              ? values[index] === true
                ? t('account.terms.accepted')
                : t('account.terms.not_accepted')
              : answerText(field, values[index]),
          }))}
        />
      )}
    </AccountSection>
  );
}

function ConsentsForm({ fields, customerConsents, control }: Omit<ConsentsSectionProps, 'name' | 'title'>) {
  const { t } = useTranslation(['user', 'account']);
  const { controller, showToast, logger } = useAccountPageServices();
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => consentFormSchema(fields), [fields]);
  const { register, handleSubmit, formState } = useForm<ConsentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: consentFormValues(fields, customerConsents),
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { onDirtyChange, onSaved, onCancel } = control;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async ({ values }) => {
    if (!controller) return;
    setFormError(undefined);
    try {
      await controller.updateConsents(consentsToSave(fields, values, customerConsents));
      showToast(t('account.saved'), 'success');
      onSaved();
    } catch (error) {
      setFormError(saveErrorFor(error, [], logger).key);
    }
  });

  const summary = validationSummaryKey(errors);
  return (
    <form className="ott-account-form" noValidate onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <FormError message={formError ? t(formError) : summary ? t(summary) : undefined} />
      {fields.map((field, index) => {
        const message = errors.values?.[index]?.message;
        return <ConsentInput key={field.name} field={field} index={index} register={register} error={message ? t(message) : undefined} />;
      })}
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

interface ConsentInputProps {
  field: PublisherConsent;
  index: number;
  register: UseFormRegister<ConsentFormValues>;
  error?: string;
}

/**
 * One consent or registration field by its type. Country and US-state fields are typed in as text:
 * the app ships no country or state lists.
 */
function ConsentInput({ field, index, register, error }: ConsentInputProps) {
  const { t } = useTranslation('user');
  const common = { label: <ConsentLabel field={field} />, labelSuffix: field.required ? t('account.required') : undefined, error };
  const registered = register(`values.${index}`);
  if (isCheckboxField(field)) return <AccountCheckboxField {...common} {...registered} />;
  const options = field.options ?? {};
  if (field.type === CONSENT_FIELD_TYPE.SELECT) return <AccountSelectField {...common} options={options} placeholder={t('account.details.choose')} {...registered} />;
  if (field.type === CONSENT_FIELD_TYPE.RADIO) return <AccountRadioGroup {...common} options={options} inputProps={registered} />;
  return (
    <AccountTextField
      {...common}
      type={field.type === CONSENT_FIELD_TYPE.DATEPICKER ? 'date' : 'text'}
      placeholder={field.placeholder ?? undefined}
      {...registered}
    />
  );
}
