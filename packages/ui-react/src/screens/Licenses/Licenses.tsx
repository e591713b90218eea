import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Licenses page (`/o/licenses`, linked from the footer). The licenses screen (the list itself) replaces it. */
export default function Licenses() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('licenses.title'));
  return (
    <article className="ott-screen ott-licenses">
      <h1>{t('licenses.title')}</h1>
      <p>{t('licenses.text')}</p>
    </article>
  );
}
