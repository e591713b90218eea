import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown/Markdown';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import '@ott/ui-react/styles/about.css';

/** About page (`/o/about`): static markdown about the open-source template (the `demo` namespace, loaded with the page). */
export default function About() {
  const { t } = useTranslation('demo');
  useDocumentTitle(t('about.title'));
  return (
    <article className="ott-screen ott-about">
      <h1>{t('about.title')}</h1>
      <Markdown markdown={t('about.text')} />
    </article>
  );
}
