import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  /** `register('password')` and `register('passwordConfirmation')` of the form. */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** The new password typed so far, for the strength meter. */
  typedPassword: string | undefined;
  passwordError?: string;
  confirmationError?: string;
}

/** A new password with its rule, strength meter and confirmation: the reset and edit-password forms share it. */
export function NewPasswordFields({ password, confirmation, typedPassword, passwordError, confirmationError }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t('fields.new_password')}
        autoComplete="new-password"
        hint={t('registration.password_hint')}
        meterValue={typedPassword}
        error={passwordError}
        aria-required
        {...password}
      />
      <PasswordField label={t('fields.password_confirmation')} autoComplete="new-password" error={confirmationError} aria-required {...confirmation} />
    </>
  );
}
