import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { MediaList } from '../../components/MediaList/MediaList';
import { QueryError } from '../../components/QueryError/QueryError';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePlaylist } from '../../hooks/usePlaylist';

/** Playlist page (`/p/:id/*`): its title and items. The grid screen replaces this list. */
export default function Playlist() {
  const { t } = useTranslation('error');
  const { id } = useParams();
  const { data: playlist, error, isPending } = usePlaylist(id);
  useDocumentTitle(playlist?.title);

  if (error) return <QueryError error={error} notFoundTitle={t('playlist_not_found')} />;
  if (isPending) return <LoadingIndicator />;
  return (
    <section className="ott-screen ott-playlist">
      <h1>{playlist.title}</h1>
      <MediaList items={playlist.playlist} playlistId={playlist.feedid ?? id} />
    </section>
  );
}
