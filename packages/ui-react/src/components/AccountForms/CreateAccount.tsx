import { mapRegistrationError, registrationFormSchema, type PublisherConsent } from '@ott/common';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useToast } from '../../hooks/useToast';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { CaptchaField } from '../Captcha/CaptchaField';
import { useCaptcha } from '../Captcha/useCaptcha';
import { ConsentField } from './ConsentField';
import { FormAlert } from './fields/FormAlert';
import { clientFieldErrors } from './formErrorSummary';
import { PasswordField } from './fields/PasswordField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { customerConsentsFrom, initialConsentValues, registrationConsents, type RegistrationConsent } from './registrationConsents';
import { useAccountForm } from './useAccountForm';

/**
 * The `create-account` screen: loads the publisher's consents (the terms box alone when they
 * cannot be loaded: sign-up must stay possible), then shows the form.
 */
export default function CreateAccount() {
  const controller = useAccountController();
  const { data, isPending } = useQuery<PublisherConsent[]>({
    queryKey: ['account', 'publisherConsents'],
    queryFn: () => (controller ? controller.getPublisherConsents() : Promise.resolve([])),
    retry: false,
  });
  const consents = useMemo(() => registrationConsents(data ?? []), [data]);
  if (isPending) return <LoadingIndicator />;
  return <RegistrationForm consents={consents} />;
}

/**
 * Sign-up (spec 000 §2, §4, §5): email, password with the strength meter, the consents (terms
 * always required), the captcha slot when the site has a key. Success: toast registration.success,
 * then personal-details. Server errors: user exists / invalid email on the email field, invalid
 * password on the password field, anything else at form level (registration.failed_to_create).
 */
function RegistrationForm({ consents }: { consents: RegistrationConsent[] }) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const toast = useToast();
  const modal = useAccountModalNavigation();
  const captcha = useCaptcha();
  const schema = useMemo(() => registrationFormSchema(consents), [consents]);
  const { form, fieldError, showError, onSubmit, alert, formError, submitting } = useAccountForm(schema, {
    email: modal.param('email') ?? '',
    password: '',
    consents: initialConsentValues(consents),
  });
  const { register, watch, setFocus } = form;

  // The form appears after the consents load: start in its first field.
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = onSubmit(async ({ email, password, consents: values }) => {
    if (!controller || !captcha.check()) return;
    try {
      await controller.register({
        email,
        password,
        referrer: window.location.href,
        consents: customerConsentsFrom(consents, values),
        ...(captcha.value && { captchaValue: captcha.value }),
      });
    } catch (error) {
      captcha.reset();
      showError(mapRegistrationError(error), ['email', 'password']);
      return;
    }
    toast.show(t('registration.success'), { variant: 'success' });
    void modal.goTo('personal-details', { email: undefined });
  });

  // Only consents are missing: the alert says so (registration.consents_error); otherwise the generic summary.
  const onlyConsentsMissing = Object.keys(clientFieldErrors(form.formState.errors)).every((path) => path.startsWith('consents'));
  const consentsError = formError || !onlyConsentsMissing ? undefined : fieldError('consents');
  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <FormAlert message={consentsError ?? alert} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError('email')} aria-required {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('registration.password_hint')}
        meterValue={watch('password')}
        error={fieldError('password')}
        aria-required
        {...register('password')}
      />
      <fieldset className="ott-auth-form__consents">
        <legend className="ott-visually-hidden">
          {t('registration.consents')}
        </legend>
        {consents.map((consent) => (
          <ConsentField key={consent.name} consent={consent} registration={register(`consents.${consent.name}`)} error={fieldError(`consents.${consent.name}`)} />
        ))}
      </fieldset>
      <CaptchaField captcha={captcha} label={t('registration.captcha')} />
      <SubmitButton submitting={submitting}>{t('registration.sign_up')}</SubmitButton>
      <p className="ott-auth-form__switch">
        {t('registration.already_account')}{' '}
        <Link replace to={modal.href('login', { email: undefined })}>
          {t('registration.sign_in')}
        </Link>
      </p>
    </form>
  );
}
