import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { Markdown } from '../../components/Markdown/Markdown';
import { QueryError } from '../../components/QueryError/QueryError';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useMedia } from '../../hooks/useMedia';

/** Media page (`/m/:id/*`): title and description. The media screens (by contentType, with the player) replace it. */
export default function Media() {
  const { t } = useTranslation('error');
  const { id } = useParams();
  const { data: item, error, isPending } = useMedia(id);
  useDocumentTitle(item?.title);

  if (error) return <QueryError error={error} notFoundTitle={t('video_not_found')} />;
  if (isPending) return <LoadingIndicator />;
  return (
    <article className="ott-screen ott-media">
      <h1>{item.title}</h1>
      {item.description && <Markdown markdown={item.description} className="ott-media__description" />}
    </article>
  );
}
