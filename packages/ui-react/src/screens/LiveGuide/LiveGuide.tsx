import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Live guide (`/tv`). The guide screen (channels, timeline, programmes) replaces it. */
export default function LiveGuide() {
  const { t } = useTranslation('epg');
  useDocumentTitle(t('title'));
  return (
    <section className="ott-screen ott-live-guide">
      <h1>{t('title')}</h1>
    </section>
  );
}
