import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { QueryError } from '../../components/QueryError/QueryError';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePlaylist } from '../../hooks/usePlaylist';
import { ListPage } from './ListPage';
import { livePlaylistRedirect } from './livePlaylist';

/**
 * Playlist page (`/p/:id/*`, spec 000 §2): title, description and a grid of cards; "Playlist not
 * found" when it does not exist. A live playlist opened with `?channel=` (and `play`) leads to that
 * channel in the live guide; its cards link to the guide too.
 */
export default function Playlist() {
  const { t } = useTranslation('error');
  const { id } = useParams();
  const [search] = useSearchParams();
  const { data: playlist, error, isPending } = usePlaylist(id);
  useDocumentTitle(playlist?.title);

  if (error) return <QueryError error={error} notFoundTitle={t('playlist_not_found')} />;
  if (isPending) return <LoadingIndicator />;
  const redirect = livePlaylistRedirect(playlist, search);
  if (redirect) return <Navigate to={redirect} replace />;
  return <ListPage list={playlist} playlistId={playlist.feedid ?? id} className="ott-playlist" />;
}
