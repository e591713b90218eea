import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from './fields/FormAlert';
import { useResetPasswordUrl } from './useResetPasswordUrl';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The `send-confirmation` screen: a reset link is on its way (it does not say whether the address
 * has an account: the back end answers the same either way). The mail can be sent again.
 */
export default function SendConfirmation() {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const modal = useAccountModalNavigation();
  const resetUrl = useResetPasswordUrl();
  const email = modal.param('email');
  const [resend, setResend] = useState<ResendState>('idle');

  const sendAgain = async () => {
    if (!controller || !email) return;
    setResend('sending');
    try {
      await controller.forgotPassword({ email, resetUrl });
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };

  return (
    <div className="ott-auth-form">
      <p className="ott-auth-form__intro">{email ? t('confirmation.text', { email }) : t('confirmation.text_no_email')}</p>
      <FormAlert message={resend === 'failed' ? t('confirmation.resend_failed') : undefined} />
      <p className="ott-auth-form__status" role="status">
        {resend === 'sent' ? t('confirmation.resent') : ''}
      </p>
      <div className="ott-auth-form__actions">
        <Link replace className="ott-button" to={modal.href('login', { email })}>
          {t('confirmation.back_to_login')}
        </Link>
        {email && (
          <button type="button" className="ott-button ott-auth-form__secondary" disabled={resend === 'sending'} onClick={() => void sendAgain()}>
            {t('confirmation.resend')}
          </button>
        )}
      </div>
    </div>
  );
}
