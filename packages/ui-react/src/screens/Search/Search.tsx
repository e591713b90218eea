import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Search (`/q/*`, the query is the rest of the path). The search screen (results, tips, errors) replaces it. */
export default function Search() {
  const { t } = useTranslation('search');
  const query = useParams()['*'] ?? '';
  useDocumentTitle(t('title'));
  return (
    <section className="ott-screen ott-search">
      <h1>{t('title')}</h1>
      <p>{query ? t('results_for', { query }) : t('start_typing')}</p>
    </section>
  );
}
