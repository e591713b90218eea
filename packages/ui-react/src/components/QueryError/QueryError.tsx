import { isNotFoundError } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../ErrorPage/ErrorPage';

export interface QueryErrorProps {
  error: unknown;
  /** Title when the resource does not exist, e.g. t('error:playlist_not_found'). */
  notFoundTitle: string;
}

/** A screen's failed content query: "not found" when the resource is missing, the generic error otherwise. */
export function QueryError({ error, notFoundTitle }: QueryErrorProps) {
  const { t } = useTranslation('error');
  if (isNotFoundError(error)) return <ErrorPage title={notFoundTitle} />;
  return <ErrorPage title={t('generic.title')} description={t('generic.description')} />;
}
