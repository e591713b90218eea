import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogger } from '../../hooks/useApp';
import { ErrorPage } from './ErrorPage';

/** What a route shows when its screen throws while rendering or its chunk fails to load. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('error');
  const logger = useLogger();
  useEffect(() => {
    logger.error('A screen failed', error);
  }, [error, logger]);
  return <ErrorPage title={t('generic.title')} description={t('generic.description')} />;
}
