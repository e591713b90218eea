import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage/ErrorPage';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSeries } from '../../hooks/useSeries';

/** Series page (`/s/:id/*`): title and seasons. The series screen (episodes, player, tabs) replaces it. */
export default function Series() {
  const { t } = useTranslation(['video', 'error']);
  const { id } = useParams();
  const { data: series, error, isPending } = useSeries(id);
  const title = series?.title || t('series');
  useDocumentTitle(series ? title : undefined);

  if (error) return <ErrorPage title={t('error:series_error')} />;
  if (isPending) return <LoadingIndicator />;
  return (
    <section className="ott-screen ott-series">
      <h1>{title}</h1>
      <ul className="ott-series__seasons">
        {series.seasons.map((season) => (
          <li key={season.season_number}>{season.season_title || t('season_number', { number: season.season_number })}</li>
        ))}
      </ul>
    </section>
  );
}
