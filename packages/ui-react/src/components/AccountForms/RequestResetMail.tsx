import { mapForgotPasswordError, type DisplayError } from '@ott/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from './fields/FormAlert';
import { SubmitButton } from './fields/SubmitButton';
import { useDisplayErrorText } from './useDisplayErrorText';
import { useResetPasswordUrl } from './useResetPasswordUrl';

/**
 * For a logged-in user whose provider cannot change a password with the old one, or who has no
 * password yet: a reset mail to the account's address sets the new one (spec 000 §6). Sending
 * leads to send-confirmation; cancel closes the overlay.
 */
export function RequestResetMail({ textKey }: { textKey: string }) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const modal = useAccountModalNavigation();
  const resetUrl = useResetPasswordUrl();
  const errorText = useDisplayErrorText();
  const email = useAppStore('account', (state) => state.user?.email) ?? '';
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<DisplayError | null>(null);

  const send = async () => {
    if (!controller || !email) return;
    setSending(true);
    setError(null);
    try {
      await controller.forgotPassword({ email, resetUrl });
    } catch (failure) {
      setError(mapForgotPasswordError(failure));
      setSending(false);
      return;
    }
    void modal.goTo('send-confirmation', { email });
  };

  return (
    <form
      className="ott-auth-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="ott-auth-form__intro">{t(textKey, { email })}</p>
      <FormAlert message={error ? errorText(error) : undefined} />
      <div className="ott-auth-form__actions">
        <SubmitButton submitting={sending}>{t('request_reset.submit')}</SubmitButton>
        <button type="button" className="ott-button ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('request_reset.cancel')}
        </button>
      </div>
    </form>
  );
}
