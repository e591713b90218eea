import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { AccountSection } from './AccountSection';

export interface DeleteAccountSectionProps {
  /** The password step, or the warning first for external-source users without a password (spec 000 §6). */
  overlay: 'delete-account' | 'warning-account-deletion';
}

/** Delete account (capability canDeleteAccount): opens the delete-account overlay flow. */
export function DeleteAccountSection({ overlay }: DeleteAccountSectionProps) {
  const { t } = useTranslation('user');
  const location = useLocation();
  const descriptionId = useId();
  return (
    <AccountSection name="delete" title={t('account.delete_account.title')}>
      <p id={descriptionId} className="ott-account-section__note">
        {t('account.delete_account.description')}
      </p>
      <Link className="ott-button-secondary ott-account-section__action ott-account-section__action--danger" aria-describedby={descriptionId} to={accountModalUrl(location, overlay)}>
        {t('account.delete_account.button')}
      </Link>
    </AccountSection>
  );
}
