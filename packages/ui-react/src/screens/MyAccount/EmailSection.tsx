import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, requiredString, VALIDATION_MESSAGES, type Customer } from '@ott/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextField } from '../../components/AccountForms/fields/TextField';
import { AccountSection, type SectionControl } from './AccountSection';
import { SectionForm, useSectionForm } from './SectionForm';

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
  const { t } = useTranslation('user');
  const { register, fieldError, shell } = useSectionForm<EmailForm>({
    control,
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: user.email, confirmationPassword: '' },
    save: (controller, { email, confirmationPassword }) => controller.updateCustomer({ email, confirmationPassword }),
    fields: EMAIL_FIELDS,
  });
  return (
    <SectionForm shell={shell}>
      <TextField label={t('account.email.label')} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
      <TextField
        label={t('account.email.confirmation_password')}
        type="password"
        autoComplete="current-password"
        hint={t('account.email.confirmation_password_hint')}
        error={fieldError('confirmationPassword')}
        {...register('confirmationPassword')}
      />
    </SectionForm>
  );
}
