import { loginFormSchema } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountController, useConfig } from '../../hooks/useApp';
import { useViewerTokens } from '../../hooks/useViewerToken';
import { useToast } from '../../hooks/useToast';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { ExternalLoginProviders } from './ExternalLoginProviders';
import { FormAlert } from './fields/FormAlert';
import { PasswordField } from './fields/PasswordField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { mapLoginFailure } from './loginFailure';
import { useAccountForm } from './useAccountForm';

export interface LoginFormProps {
  /** After a successful login; by default the overlay closes (spec 000 §4 "leaves the dialog"). */
  onSuccess?: () => void;
}

/**
 * Login (spec 000 §2, §4, §5): email and password (with show/hide), forgot-password link carrying
 * the email typed so far, external providers when the service has any, the external-account
 * login (`login-external`) on a site with viewer tokens, link to sign up. Success:
 * toast login.sign_in_success. Failure: the password is cleared; an invalid email shows on the
 * email field, anything else as the wrong-combination alert (no hint which one was wrong).
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const toast = useToast();
  const modal = useAccountModalNavigation();
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(loginFormSchema, {
    email: modal.param('email') ?? '',
    password: '',
  });
  const { register, watch, setValue, setFocus } = form;

  const submit = onSubmit(async ({ email, password }) => {
    if (!controller) return;
    try {
      await controller.login({ email, password, referrer: window.location.href });
    } catch (error) {
      setValue('password', '');
      const display = mapLoginFailure(error);
      showError(display, ['email']);
      // A wrong combination is usually a mistyped password: start again there.
      if (!display.field) setFocus('password');
      return;
    }
    toast.show(t('login.sign_in_success'), { variant: 'success' });
    if (onSuccess) onSuccess();
    else void modal.close();
  });

  const email = watch('email').trim();
  // The optional external-account login (000 §2): a site whose integration exchanges viewer tokens and that lists providers.
  const viewerTokens = useViewerTokens();
  const externalProviders = useConfig().custom.externalProviders ?? [];
  const offersExternalLogin = viewerTokens !== null && externalProviders.length > 0;
  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={fieldError('password')} {...register('password')} />
      <p className="ott-auth-form__aside">
        <Link replace to={modal.href('forgot-password', { email: email || undefined })}>
          {t('login.forgot_password')}
        </Link>
      </p>
      <SubmitButton submitting={submitting}>{t('login.sign_in')}</SubmitButton>
      <ExternalLoginProviders />
      {offersExternalLogin && (
        <p className="ott-auth-form__aside">
          <Link replace to={modal.href('login-external', { email: undefined })}>
            {t('login.external_account')}
          </Link>
        </p>
      )}
      <p className="ott-auth-form__switch">
        {t('login.not_registered')}{' '}
        <Link replace to={modal.href('create-account', { email: undefined })}>
          {t('login.sign_up')}
        </Link>
      </p>
    </form>
  );
}
