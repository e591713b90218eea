import { useTranslation } from 'react-i18next';

/** A part of the payments page that could not be loaded, with a way to try again. */
export function PartError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('user');
  return (
    <div className="ott-form-alert" role="alert">
      <p className="ott-form-alert__text">{t('payment.load_error')}</p>
      <button type="button" className="ott-button-secondary" onClick={onRetry}>
        {t('payment.retry')}
      </button>
    </div>
  );
}
