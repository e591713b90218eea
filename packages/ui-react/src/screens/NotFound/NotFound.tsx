import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ErrorPage/ErrorPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** The catch-all 404 page (spec 000 §2): titled "not found", saying that the page does not exist. */
export default function NotFound() {
  const { t } = useTranslation('error');
  useDocumentTitle(t('not_found.title'));
  return <ErrorPage title={t('not_found.title')} description={t('not_found.description')} />;
}
