import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSearch, useSearchSource } from '../../hooks/useSearch';
import '@ott/ui-react/styles/search.css';

/** The three tips of the "no results" state, in the order they are shown. */
const NO_RESULT_TIPS = ['tip_spelling', 'tip_other_words', 'tip_general'] as const;

/**
 * Search (`/q/<query>`, spec 000 §2, 001 §7.1): results of the config's search (its search
 * playlist with `search=<query>`, or the app-content search) as a card grid under a heading that
 * counts them. An empty query prompts to start typing; a failed search shows an error heading,
 * subheading and description; no results shows a heading with the query and three tips. The tab
 * title names the query.
 */
export default function Search() {
  const { t } = useTranslation('search');
  const params = useParams();
  const query = (params['query'] ?? params['*'] ?? '').trim();
  const source = useSearchSource();
  const { data, error, isPending } = useSearch(query);
  useDocumentTitle(query ? t('results_for', { query }) : t('title'));

  // Results arrive while the viewer types in the header: a status region that stays mounted announces them.
  const announcement = () => {
    if (!query) return '';
    // A site without search cannot answer: shown like a failed search.
    if (!source || error) return t('error_heading');
    if (isPending) return '';
    return data.playlist.length === 0 ? t('no_results_heading', { query }) : t('results_count', { count: data.playlist.length, query });
  };

  const body = () => {
    if (!query) return <p className="ott-search__prompt">{t('start_typing')}</p>;
    if (!source || error) {
      return (
        <div className="ott-search__message" role="alert">
          <h2 className="ott-search__message-title">{t('error_heading')}</h2>
          <p className="ott-search__message-subtitle">{t('error_subheading')}</p>
          <p className="ott-search__message-text">{t('error_description')}</p>
        </div>
      );
    }
    if (isPending) return <LoadingIndicator />;
    if (data.playlist.length === 0) {
      return (
        <div className="ott-search__message">
          <h2 className="ott-search__message-title">{t('no_results_heading', { query })}</h2>
          <p className="ott-search__message-subtitle">{t('suggestions')}</p>
          <ul className="ott-search__tips">
            {NO_RESULT_TIPS.map((tip) => (
              <li key={tip}>{t(tip)}</li>
            ))}
          </ul>
        </div>
      );
    }
    return (
      <>
        <h2 className="ott-search__count">
          {t('results_count', { count: data.playlist.length, query })}
        </h2>
        <CardGrid
          key={query}
          items={data.playlist}
          playlistId={source?.kind === 'playlist' ? source.playlistId : undefined}
          aspectRatio={data.cardImageAspectRatio}
        />
      </>
    );
  };

  return (
    <section className="ott-screen ott-search">
      <h1 className="ott-search__title">{t('title')}</h1>
      {body()}
      <p className="ott-visually-hidden" role="status">
        {announcement()}
      </p>
    </section>
  );
}
