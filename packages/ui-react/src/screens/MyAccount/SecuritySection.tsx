import { ACCOUNT_NOTICE_KEYS, type Customer, type PasswordAction } from '@ott/common';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { AccountSection } from './AccountSection';
import { FormError } from './SectionForm';
import { useAccountPageServices } from './useAccountPageServices';

export interface SecuritySectionProps {
  user: Customer;
  action: PasswordAction;
  /** False without an account controller: nothing to offer. */
  enabled: boolean;
}

type MailState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Security: the password (spec 000 §6). Providers that change it with the old password open the
 * edit-password overlay; the others get a reset mail, asked for here and confirmed in place; an
 * external-source user without a password gets the mail and then the add-password overlay.
 */
export function SecuritySection({ user, action, enabled }: SecuritySectionProps) {
  const { t } = useTranslation('user');
  const location = useLocation();
  const navigate = useNavigate();
  const { controller, logger } = useAccountPageServices();
  const [mail, setMail] = useState<MailState>('idle');
  const hintId = useId();
  const addPassword = action === 'add-password';
  // The reset mail leads to the home page (under the site's base path) with the reset-password
  // overlay; the server adds the token and email. Home rather than this page: whoever opens the mail
  // may not be logged in, and the user area sends visitors home.
  const resetPath = useHref(accountModalUrl({ pathname: '/', search: '' }, 'reset-password'));

  const requestMail = async () => {
    if (!controller || mail === 'sending') return;
    setMail('sending');
    try {
      await controller.forgotPassword({ email: user.email, resetUrl: new URL(resetPath, window.location.origin).href });
      if (addPassword) {
        setMail('idle');
        void navigate(accountModalUrl(location, 'add-password'));
      } else setMail('sent');
    } catch (error) {
      logger.error('The password mail could not be sent', error);
      setMail('failed');
    }
  };

  const label = addPassword ? t('account.security.add_password') : t('account.security.edit_password');
  return (
    <AccountSection name="security" title={t('account.security.title')}>
      <p className="ott-account-section__value">{addPassword ? t('account.security.no_password') : t('account.security.password_set')}</p>
      {enabled && action === 'edit-password' && (
        <Link className="ott-button-secondary ott-account-section__action" to={accountModalUrl(location, 'edit-password')}>
          {label}
        </Link>
      )}
      {enabled && action !== 'edit-password' && (
        <>
          <p id={hintId} className="ott-account-section__note">
            {addPassword ? t('account.security.add_password_hint') : t('account.security.reset_mail_hint')}
          </p>
          <button
            type="button"
            className="ott-button-secondary ott-account-section__action"
            aria-describedby={hintId}
            aria-disabled={mail === 'sending' || undefined}
            onClick={() => void requestMail()}
          >
            {mail === 'sending' ? t('account.security.sending') : mail === 'sent' ? t('account.security.resend') : label}
          </button>
        </>
      )}
      <div className="ott-account-section__status" role="status">
        {mail === 'sent' && t('account.security.reset_mail_sent', { email: user.email })}
      </div>
      <FormError message={mail === 'failed' ? t(ACCOUNT_NOTICE_KEYS.resendMailError) : undefined} />
    </AccountSection>
  );
}
