import { zodResolver } from '@hookform/resolvers/zod';
import { CONSENT_FIELD_TYPE, type CustomerConsent, type PublisherConsent } from '@ott/common';
import { useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/AccountForms/fields/CheckboxField';
import { RadioGroupField } from '../../components/AccountForms/fields/RadioGroupField';
import { SelectField } from '../../components/AccountForms/fields/SelectField';
import { TextField } from '../../components/AccountForms/fields/TextField';
import { consentOptions } from '../../components/AccountForms/registrationConsents';
import { Markdown } from '../../components/Markdown/Markdown';
import { AccountSection, type SectionControl } from './AccountSection';
import { answerText, consentFormSchema, consentFormValues, consentsToSave, isCheckboxField, type ConsentFormValues } from './consentForm';
import { SectionForm, useSectionForm } from './SectionForm';
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
  const schema = useMemo(() => consentFormSchema(fields), [fields]);
  const { register, fieldError, shell } = useSectionForm<ConsentFormValues>({
    control,
    resolver: zodResolver(schema),
    defaultValues: consentFormValues(fields, customerConsents),
    save: (controller, { values }) => controller.updateConsents(consentsToSave(fields, values, customerConsents)),
  });
  return (
    <SectionForm shell={shell}>
      {fields.map((field, index) => (
        <ConsentInput key={field.name} field={field} index={index} register={register} error={fieldError(`values.${index}`)} />
      ))}
    </SectionForm>
  );
}

interface ConsentInputProps {
  field: PublisherConsent;
  index: number;
  register: UseFormRegister<ConsentFormValues>;
  error?: string;
}

/** The publisher's label, with "(required)" after it for a required field. */
function ConsentFieldLabel({ field }: { field: PublisherConsent }) {
  const { t } = useTranslation('user');
  return (
    <>
      <ConsentLabel field={field} />
      {field.required && <span className="ott-account-field__suffix"> {t('account.required')}</span>}
    </>
  );
}

/**
 * One consent or registration field by its type. Country and US-state fields are typed in as text:
 * the app ships no country or state lists.
 */
function ConsentInput({ field, index, register, error }: ConsentInputProps) {
  const { t } = useTranslation('user');
  const label = <ConsentFieldLabel field={field} />;
  const registered = register(`values.${index}`);
  if (isCheckboxField(field)) return <CheckboxField label={label} error={error} {...registered} />;
  if (field.type === CONSENT_FIELD_TYPE.SELECT)
    return <SelectField label={label} options={consentOptions(field)} placeholder={t('account.details.choose')} error={error} {...registered} />;
  if (field.type === CONSENT_FIELD_TYPE.RADIO) return <RadioGroupField legend={label} options={consentOptions(field)} error={error} {...registered} />;
  return (
    <TextField
      label={label}
      type={field.type === CONSENT_FIELD_TYPE.DATEPICKER ? 'date' : 'text'}
      placeholder={field.placeholder ?? undefined}
      error={error}
      {...registered}
    />
  );
}
