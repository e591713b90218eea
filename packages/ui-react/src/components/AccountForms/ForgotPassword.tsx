import { forgotPasswordFormSchema, mapForgotPasswordError } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from './fields/FormAlert';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { useAccountForm } from './useAccountForm';
import { useResetPasswordUrl } from './useResetPasswordUrl';

/**
 * The `forgot-password` screen: the email (passed on by the login form) -> a reset mail ->
 * send-confirmation. An email the provider refuses shows on the field (reset.wrong_email).
 */
export default function ForgotPassword() {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const modal = useAccountModalNavigation();
  const resetUrl = useResetPasswordUrl();
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(forgotPasswordFormSchema, { email: modal.param('email') ?? '' });

  const submit = onSubmit(async ({ email }) => {
    if (!controller) return;
    try {
      await controller.forgotPassword({ email, resetUrl });
    } catch (error) {
      showError(mapForgotPasswordError(error), ['email']);
      return;
    }
    void modal.goTo('send-confirmation', { email });
  });

  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <p className="ott-auth-form__intro">{t('forgot.intro')}</p>
      <FormAlert message={alert} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError('email')} aria-required {...form.register('email')} />
      <SubmitButton submitting={submitting}>{t('forgot.submit')}</SubmitButton>
      <p className="ott-auth-form__switch">
        <Link replace to={modal.href('login')}>
          {t('forgot.back_to_login')}
        </Link>
      </p>
    </form>
  );
}
