import { zodResolver } from '@hookform/resolvers/zod';
import { accountDetailsFormSchema, type AccountDetailsForm, type Customer } from '@ott/common';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSection, type SectionControl } from './AccountSection';
import { saveErrorFor, validationSummaryKey } from './accountFormErrors';
import { AccountTextField } from './fields';
import { FormActions, FormError, submitOnce } from './FormActions';
import { useAccountPageServices } from './useAccountPageServices';
import { ValueList } from './ValueList';

export interface NamesSectionProps {
  user: Customer;
  control: SectionControl;
}

/** "About you": first and last name, at most 50 characters each (spec 000 §5). */
export function NamesSection({ user, control }: NamesSectionProps) {
  const { t } = useTranslation('user');
  return (
    <AccountSection name="names" title={t('account.about_you.title')} control={control}>
      {control.editing ? (
        <NamesForm user={user} control={control} />
      ) : (
        <ValueList
          items={[
            { label: t('account.about_you.first_name'), value: user.firstName },
            { label: t('account.about_you.last_name'), value: user.lastName },
          ]}
        />
      )}
    </AccountSection>
  );
}

const NAME_FIELDS = ['firstName', 'lastName'] as const;

function NamesForm({ user, control }: NamesSectionProps) {
  const { t } = useTranslation(['user', 'account']);
  const { controller, showToast, logger } = useAccountPageServices();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<AccountDetailsForm>({
    resolver: zodResolver(accountDetailsFormSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { onDirtyChange, onSaved, onCancel } = control;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async ({ firstName, lastName }) => {
    if (!controller) return;
    setFormError(undefined);
    try {
      await controller.updateCustomer({ firstName, lastName });
      showToast(t('account.saved'), 'success');
      onSaved();
    } catch (error) {
      const saveError = saveErrorFor(error, NAME_FIELDS, logger);
      if (saveError.field) setError(saveError.field, { type: 'server', message: saveError.key }, { shouldFocus: true });
      else setFormError(saveError.key);
    }
  });

  const summary = validationSummaryKey(errors);
  return (
    <form className="ott-account-form" noValidate onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <FormError message={formError ? t(formError) : summary ? t(summary) : undefined} />
      <AccountTextField
        label={t('account.about_you.first_name')}
        autoComplete="given-name"
        error={errors.firstName?.message && t(errors.firstName.message)}
        {...register('firstName')}
      />
      <AccountTextField
        label={t('account.about_you.last_name')}
        autoComplete="family-name"
        error={errors.lastName?.message && t(errors.lastName.message)}
        {...register('lastName')}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
