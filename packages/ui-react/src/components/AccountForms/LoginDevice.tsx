import { deviceCodeFormSchema, mapDeviceCodeError, QUERY_PARAMS, type DisplayError } from '@ott/common';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { useAccountModalTitle } from '../AccountModal/AccountModalTitle';
import { useFocusFirstOnMount } from '../AccountModal/useFocusFirstOnMount';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { FormAlert } from './fields/FormAlert';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { LoginForm } from './LoginForm';
import { useAccountForm } from './useAccountForm';
import { useDisplayErrorText } from './useDisplayErrorText';

type Outcome = { kind: 'pending' } | { kind: 'success' } | { kind: 'error'; error: DisplayError };

/**
 * The `login-device` screen (spec 000 §4 "Device flow"): a code from the link (`code`) is confirmed,
 * which authorizes it, then success; cancel closes. Without a code the viewer types it and it is
 * put in the route, which brings the confirm step. A visitor signs in here first.
 */
export default function LoginDevice() {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const isLoggedIn = useAppStore('account', (state) => state.user !== null);
  const authLoading = useAppStore('account', (state) => state.loading.auth);
  // A stored session still being restored when the screen opened: wait for it instead of offering login.
  const [restoring, setRestoring] = useState(authLoading && !isLoggedIn);
  if (restoring && !authLoading) setRestoring(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const code = modal.param(QUERY_PARAMS.deviceCode);

  if (restoring) return <LoadingIndicator />;
  if (!isLoggedIn) {
    return (
      <div className="ott-auth-device">
        <p className="ott-auth-form__intro">{t('login_device.sign_in_first')}</p>
        <LoginForm onSuccess={() => {}} />
      </div>
    );
  }
  if (outcome.kind === 'success') return <DeviceLoginSuccess />;
  if (outcome.kind === 'error') {
    return (
      <DeviceLoginError
        error={outcome.error}
        onRetry={() => {
          setOutcome({ kind: 'pending' });
          void modal.goTo('login-device', { [QUERY_PARAMS.deviceCode]: undefined });
        }}
      />
    );
  }
  if (code) return <ConfirmDeviceCode code={code} onOutcome={setOutcome} />;
  return <EnterDeviceCode />;
}

/** The code typed by the viewer, shown upper case as typed; submitting puts it in the route. */
function EnterDeviceCode() {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const { form, fieldError, onSubmit, alert, submitting } = useAccountForm(deviceCodeFormSchema, { code: '' });
  const codeField = form.register('code');
  const ref = useFocusFirstOnMount<HTMLFormElement>();

  const upperCase = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    return codeField.onChange(event);
  };

  const submit = onSubmit(({ code }) => {
    void modal.goTo('login-device', { [QUERY_PARAMS.deviceCode]: code });
  });

  return (
    <form ref={ref} className="ott-auth-form" onSubmit={submit} noValidate>
      <p className="ott-auth-form__intro">{t('login_device.intro')}</p>
      <FormAlert message={alert} />
      <TextField
        label={t('login_device.code')}
        className="ott-field--code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        error={fieldError('code')}
        aria-required
        {...codeField}
        onChange={upperCase}
      />
      <SubmitButton submitting={submitting}>{t('login_device.continue')}</SubmitButton>
    </form>
  );
}

/** "Connect the device showing this code?" Confirm authorizes the code (uppercased); cancel closes. */
function ConfirmDeviceCode({ code, onOutcome }: { code: string; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const modal = useAccountModalNavigation();
  const [authorizing, setAuthorizing] = useState(false);
  const shownCode = code.trim().toUpperCase();
  const ref = useFocusFirstOnMount<HTMLFormElement>();

  const confirm = async () => {
    if (!controller) return;
    setAuthorizing(true);
    try {
      await controller.authorizeDeviceCode(shownCode);
    } catch (error) {
      onOutcome({ kind: 'error', error: mapDeviceCodeError(error) });
      return;
    }
    onOutcome({ kind: 'success' });
  };

  return (
    <form
      ref={ref}
      className="ott-auth-form"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="ott-auth-form__intro">{t('login_device.confirm_text', { code: shownCode })}</p>
      <p className="ott-auth-device__code" aria-hidden="true">
        {shownCode}
      </p>
      <div className="ott-auth-form__actions">
        <SubmitButton submitting={authorizing}>{t('login_device.confirm')}</SubmitButton>
        <button type="button" className="ott-button ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('login_device.cancel')}
        </button>
      </div>
    </form>
  );
}

function DeviceLoginSuccess() {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const ref = useFocusFirstOnMount<HTMLDivElement>();
  useAccountModalTitle(t('login_device.success_title'));
  return (
    <div ref={ref} className="ott-auth-form">
      <p className="ott-auth-form__intro" role="status">
        {t('login_device.success_text')}
      </p>
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" onClick={() => void modal.close()}>
          {t('login_device.done')}
        </button>
      </div>
    </div>
  );
}

function DeviceLoginError({ error, onRetry }: { error: DisplayError; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  const errorText = useDisplayErrorText();
  const ref = useFocusFirstOnMount<HTMLDivElement>();
  useAccountModalTitle(errorText(error));
  return (
    <div ref={ref} className="ott-auth-form">
      <FormAlert message={t('login_device.error_text')} />
      <div className="ott-auth-form__actions">
        <button type="button" className="ott-button" onClick={onRetry}>
          {t('login_device.try_again')}
        </button>
        <button type="button" className="ott-button ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('login_device.close')}
        </button>
      </div>
    </div>
  );
}
