import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { MediaList } from '../../components/MediaList/MediaList';
import { QueryError } from '../../components/QueryError/QueryError';
import { useContentList } from '../../hooks/useContentList';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Content list page (`/n/:id/*`): its title and items. The grid screen replaces this list. */
export default function ContentList() {
  const { t } = useTranslation('error');
  const { id } = useParams();
  const { data: list, error, isPending } = useContentList(id);
  useDocumentTitle(list?.title);

  if (error) return <QueryError error={error} notFoundTitle={t('playlist_not_found')} />;
  if (isPending) return <LoadingIndicator />;
  return (
    <section className="ott-screen ott-content-list">
      <h1>{list.title}</h1>
      <MediaList items={list.playlist} />
    </section>
  );
}
