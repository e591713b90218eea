import { ACCOUNT_NOTICE_KEYS } from '@ott/common';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../hooks/useApp';
import { AccountSection } from './AccountSection';
import { useAccountPageServices } from './useAccountPageServices';

/**
 * Export data (capability canExportAccountData, spec 000 §6): the provider mails the account data;
 * success or failure is a toast (001 §8). Rendered only where the capability allows it, so the
 * integration's account-data service is there.
 */
export function ExportDataSection() {
  const { t } = useTranslation('user');
  const accountData = useApp().services.accountData;
  const { showToast, logger } = useAccountPageServices();
  const [exporting, setExporting] = useState(false);
  const descriptionId = useId();

  const exportData = async () => {
    if (exporting || !accountData) return;
    setExporting(true);
    try {
      await accountData.exportAccountData();
      showToast(t(ACCOUNT_NOTICE_KEYS.exportSuccess), 'success');
    } catch (error) {
      logger.error('The account data could not be exported', error);
      showToast(t(ACCOUNT_NOTICE_KEYS.exportError), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <AccountSection name="export" title={t('account.export_data.title')}>
      <p id={descriptionId} className="ott-account-section__note">
        {t('account.export_data.description')}
      </p>
      <button
        type="button"
        className="ott-button-secondary ott-account-section__action"
        aria-describedby={descriptionId}
        aria-disabled={exporting || undefined}
        onClick={() => void exportData()}
      >
        {exporting ? t('account.export_data.exporting') : t('account.export_data.button')}
      </button>
    </AccountSection>
  );
}
