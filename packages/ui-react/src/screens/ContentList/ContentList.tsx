import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { QueryError } from '../../components/QueryError/QueryError';
import { useContentList } from '../../hooks/useContentList';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ListPage } from '../Playlist/ListPage';

/** Content list page (`/n/:id/*`, spec 000 §2): the same page as a playlist's, over the content list. */
export default function ContentList() {
  const { t } = useTranslation('error');
  const { id } = useParams();
  const { data: list, error, isPending } = useContentList(id);
  useDocumentTitle(list?.title);

  if (error) return <QueryError error={error} notFoundTitle={t('playlist_not_found')} />;
  if (isPending) return <LoadingIndicator />;
  return <ListPage list={list} className="ott-content-list" />;
}
