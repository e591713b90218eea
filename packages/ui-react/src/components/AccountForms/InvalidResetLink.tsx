import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';

/** A reset link without its token (cut off, or typed by hand): say so and offer a new link. */
export function InvalidResetLink({ email }: { email: string | undefined }) {
  const { t } = useTranslation('account');
  const modal = useAccountModalNavigation();
  return (
    <div className="ott-auth-form">
      <p className="ott-auth-form__intro">{t('reset.invalid_reset_link')}</p>
      <div className="ott-auth-form__actions">
        <Link replace className="ott-button" to={modal.href('forgot-password', { resetPasswordToken: undefined, email })}>
          {t('reset.request_new_link')}
        </Link>
      </div>
    </div>
  );
}
