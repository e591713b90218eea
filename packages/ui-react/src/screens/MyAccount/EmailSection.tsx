import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, requiredString, VALIDATION_MESSAGES, type Customer } from '@ott/common';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AccountSection, type SectionControl } from './AccountSection';
import { saveErrorFor, validationSummaryKey } from './accountFormErrors';
import { AccountTextField } from './fields';
import { FormActions, FormError, submitOnce } from './FormActions';
import { useAccountPageServices } from './useAccountPageServices';

export const EMAIL_FORM_MESSAGES = {
  /** The generic "required" message, so the form-level summary says fields are missing. */
  required: VALIDATION_MESSAGES.required,
  invalid: 'user:account.errors.please_enter_valid_email',
} as const;

/** Changing the email needs the new email and the confirmation password (spec 000 §5). */
export const emailFormSchema = z.object({
  email: emailField(EMAIL_FORM_MESSAGES),
  confirmationPassword: requiredString(EMAIL_FORM_MESSAGES.required),
});
type EmailForm = z.infer<typeof emailFormSchema>;

export interface EmailSectionProps {
  user: Customer;
  /** Whether the provider can update the email (capability canUpdateEmail). */
  editable: boolean;
  control: SectionControl;
}

/**
 * Email: editable with the confirmation password where the provider can update it; otherwise
 * read-only with a note saying why (spec 000 §5).
 */
export function EmailSection({ user, editable, control }: EmailSectionProps) {
  const { t } = useTranslation('user');
  const noteId = useId();
  return (
    <AccountSection name="email" title={t('account.email.title')} control={editable ? control : undefined}>
      {control.editing && editable ? (
        <EmailForm user={user} control={control} />
      ) : (
        <>
          <p className="ott-account-section__value" aria-describedby={editable ? undefined : noteId}>
            {user.email}
          </p>
          {!editable && (
            <p id={noteId} className="ott-account-section__note">
              {t('account.email.read_only_note')}
            </p>
          )}
        </>
      )}
    </AccountSection>
  );
}

const EMAIL_FIELDS = ['email', 'confirmationPassword'] as const;

function EmailForm({ user, control }: Omit<EmailSectionProps, 'editable'>) {
  const { t } = useTranslation(['user', 'account']);
  const { controller, showToast, logger } = useAccountPageServices();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: user.email, confirmationPassword: '' },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { onDirtyChange, onSaved, onCancel } = control;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async ({ email, confirmationPassword }) => {
    if (!controller) return;
    setFormError(undefined);
    try {
      await controller.updateCustomer({ email, confirmationPassword });
      showToast(t('account.saved'), 'success');
      onSaved();
    } catch (error) {
      const saveError = saveErrorFor(error, EMAIL_FIELDS, logger);
      if (saveError.field) setError(saveError.field, { type: 'server', message: saveError.key }, { shouldFocus: true });
      else setFormError(saveError.key);
    }
  });

  const summary = validationSummaryKey(errors);
  return (
    <form className="ott-account-form" noValidate onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <FormError message={formError ? t(formError) : summary ? t(summary) : undefined} />
      <AccountTextField
        label={t('account.email.label')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <AccountTextField
        label={t('account.email.confirmation_password')}
        type="password"
        autoComplete="current-password"
        hint={t('account.email.confirmation_password_hint')}
        error={errors.confirmationPassword?.message && t(errors.confirmationPassword.message)}
        {...register('confirmationPassword')}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
