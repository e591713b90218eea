import { mapPasswordError, passwordResetFormSchema } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useToast } from '../../hooks/useToast';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from './fields/FormAlert';
import { NewPasswordFields } from './fields/NewPasswordFields';
import { SubmitButton } from './fields/SubmitButton';
import { needsNewResetLink } from './passwordLinkErrors';
import { useAccountForm } from './useAccountForm';

/**
 * A new password with the token of a reset mail (spec 000 §5 "Password reset"): password (pattern,
 * strength meter) and its confirmation. Success: toast, then login with the email filled in. A
 * used or expired link says so and offers a new one.
 */
export function NewPasswordForm({ token, email }: { token: string; email: string | undefined }) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const toast = useToast();
  const modal = useAccountModalNavigation();
  const { form, fieldError, showError, onSubmit, alert, formError, submitting } = useAccountForm(passwordResetFormSchema, {
    password: '',
    passwordConfirmation: '',
  });
  const { register, watch } = form;

  const submit = onSubmit(async ({ password, passwordConfirmation }) => {
    if (!controller) return;
    try {
      await controller.resetPassword({ email, resetPasswordToken: token, newPassword: password, newPasswordConfirmation: passwordConfirmation });
    } catch (error) {
      showError(mapPasswordError(error), ['password']);
      return;
    }
    toast.show(t('reset.success'), { variant: 'success' });
    void modal.goTo('login', { resetPasswordToken: undefined, email });
  });

  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <p className="ott-auth-form__intro">{email ? t('reset.intro', { email }) : t('reset.intro_no_email')}</p>
      <FormAlert message={alert}>
        {needsNewResetLink(formError) && (
          <Link replace to={modal.href('forgot-password', { resetPasswordToken: undefined, email })}>
            {t('reset.request_new_link')}
          </Link>
        )}
      </FormAlert>
      <NewPasswordFields
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        typedPassword={watch('password')}
        passwordError={fieldError('password')}
        confirmationError={fieldError('passwordConfirmation')}
      />
      <SubmitButton submitting={submitting}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
