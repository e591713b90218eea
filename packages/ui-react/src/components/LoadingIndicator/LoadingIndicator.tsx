import { useTranslation } from 'react-i18next';

export interface LoadingIndicatorProps {
  /** Fills the viewport (app startup) instead of the space it is placed in (a screen, a shelf). */
  fullPage?: boolean;
}

/** A spinner announced to screen readers as "Loading…". */
export function LoadingIndicator({ fullPage = false }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`ott-loading${fullPage ? ' ott-loading--full-page' : ''}`} role="status">
      <span className="ott-loading__spinner" aria-hidden="true" />
      <span className="ott-visually-hidden">{t('loading')}</span>
    </div>
  );
}
