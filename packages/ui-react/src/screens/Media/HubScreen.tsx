import { COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX, mediaHeadMetadata, mediaUrl, playlistUrl, type MediaItem } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { CollapsibleText } from '../../components/CollapsibleText/CollapsibleText';
import { listOf } from '../../components/MediaHero/mediaMetadata';
import { Shelf } from '../../components/Shelf/Shelf';
import { useConfig } from '../../hooks/useApp';
import { useHeadMetadata } from '../../hooks/useHeadMetadata';
import { useBackgroundArt } from '../../components/MediaHero/useBackgroundArt';
import { usePlaylist } from '../../hooks/usePlaylist';

/** The playlist ids of a hub: its `hubPlaylists` custom parameter, a comma list. */
export const hubPlaylistIds = (item: MediaItem): string[] => (typeof item.hubPlaylists === 'string' ? listOf(item.hubPlaylists) : []);

/** A hub (`contentType: hub`): title, description and one shelf per playlist it lists. */
export function HubScreen({ item }: { item: MediaItem }) {
  const { siteName } = useConfig();
  const canonical = `${window.location.origin}${mediaUrl({ id: item.mediaid, title: item.title })}`;
  const banner = useBackgroundArt(item.backgroundImage);
  useHeadMetadata(mediaHeadMetadata(item, { url: canonical, siteName }, 'website'));
  return (
    <article className="ott-screen ott-hub-screen">
      <header className="ott-hub-screen__header">
        {banner.src && (
          <div className="ott-hub-screen__banner" aria-hidden="true">
            <img src={banner.src} alt="" onError={banner.onError} />
          </div>
        )}
        <h1 className="ott-hub-screen__title">{item.title}</h1>
        {item.description && <CollapsibleText text={item.description} maxHeight={COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX} />}
      </header>
      {hubPlaylistIds(item).map((playlistId) => (
        <HubShelf key={playlistId} playlistId={playlistId} />
      ))}
    </article>
  );
}

/** One shelf of a hub: placeholders while loading, "Could not load items" on failure, nothing when empty. */
function HubShelf({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation('common');
  const { data, error } = usePlaylist(playlistId);
  const feedId = data?.feedid || playlistId;
  return (
    <Shelf
      title={data?.title || t('loading')}
      titleUrl={data ? playlistUrl({ id: feedId, title: data.title }) : undefined}
      status={error ? 'error' : data ? 'success' : 'loading'}
      items={data?.playlist}
      playlistId={feedId}
      aspectRatio={data?.cardImageAspectRatio}
    />
  );
}
