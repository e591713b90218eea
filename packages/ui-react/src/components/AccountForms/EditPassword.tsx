import { editPasswordFormSchema, mapPasswordError } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useToast } from '../../hooks/useToast';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from './fields/FormAlert';
import { NewPasswordFields } from './fields/NewPasswordFields';
import { PasswordField } from './fields/PasswordField';
import { SubmitButton } from './fields/SubmitButton';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetMail } from './RequestResetMail';
import { useAccountForm } from './useAccountForm';

/**
 * The `edit-password` screen. A reset mail's token opens the new-password form (common lets this
 * value through without a user for that reason); a provider that can change a password with the
 * old one gets the old + new form; any other sends a reset mail.
 */
export default function EditPassword() {
  const modal = useAccountModalNavigation();
  const canChangeWithOld = useAppStore('account', (state) => state.capabilities.canChangePasswordWithOldPassword);
  const token = modal.param('resetPasswordToken');
  if (token) return <NewPasswordForm token={token} email={modal.param('email')} />;
  if (canChangeWithOld) return <ChangePasswordForm />;
  return <RequestResetMail textKey="request_reset.text" />;
}

/** Old password, new password (pattern, strength meter), confirmation. Success: toast, the overlay closes. */
function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const toast = useToast();
  const modal = useAccountModalNavigation();
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(editPasswordFormSchema, {
    oldPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const { register, watch } = form;

  const submit = onSubmit(async ({ oldPassword, password, passwordConfirmation }) => {
    if (!controller) return;
    try {
      await controller.changePasswordWithOldPassword({ oldPassword, newPassword: password, newPasswordConfirmation: passwordConfirmation });
    } catch (error) {
      showError(mapPasswordError(error), ['oldPassword', 'password']);
      return;
    }
    toast.show(t('edit_password.success'), { variant: 'success' });
    void modal.close();
  });

  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <PasswordField label={t('fields.old_password')} autoComplete="current-password" error={fieldError('oldPassword')} aria-required {...register('oldPassword')} />
      <NewPasswordFields
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        typedPassword={watch('password')}
        passwordError={fieldError('password')}
        confirmationError={fieldError('passwordConfirmation')}
      />
      <SubmitButton submitting={submitting}>{t('edit_password.submit')}</SubmitButton>
    </form>
  );
}
