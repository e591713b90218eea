import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { AccountSection } from './AccountSection';

export interface DeleteAccountSectionProps {
  /** The password step, or the warning first for external-source users without a password (spec 000 §6). */
  overlay: 'delete-account' | 'warning-account-deletion';
  /** The publisher's own delete-account page, which replaces the overlay flow (opened in a new tab). */
  externalUrl?: string | undefined;
}

/** Delete account (capability canDeleteAccount, or a configured page): opens the delete-account overlay flow, or the publisher's page. */
export function DeleteAccountSection({ overlay, externalUrl }: DeleteAccountSectionProps) {
  const { t } = useTranslation('user');
  const location = useLocation();
  const descriptionId = useId();
  const className = 'ott-button-secondary ott-account-section__action ott-account-section__action--danger';
  return (
    <AccountSection name="delete" title={t('account.delete_account.title')}>
      <p id={descriptionId} className="ott-account-section__note">
        {t('account.delete_account.description')}
      </p>
      {externalUrl ? (
        <a className={className} aria-describedby={descriptionId} href={externalUrl} target="_blank" rel="noopener noreferrer">
          {t('account.delete_account.button')}
          <span className="ott-visually-hidden"> {t('account.delete_account.opens_in_new_tab')}</span>
        </a>
      ) : (
        <Link className={className} aria-describedby={descriptionId} to={accountModalUrl(location, overlay)}>
          {t('account.delete_account.button')}
        </Link>
      )}
    </AccountSection>
  );
}
