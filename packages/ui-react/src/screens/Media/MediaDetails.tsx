import {
  MEDIA_STATUS,
  dateTimeFormat,
  getMediaStatus,
  isPlayable,
  isTruthyFlag,
  mediaHeadMetadata,
  mediaUrl,
  type MediaItem,
  type MediaQuery,
  type MediaScreenKind,
  type MediaStatus,
} from '@ott/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FavoriteButton } from '../../components/FavoriteButton/FavoriteButton';
import { MediaDetailsList } from '../../components/MediaHero/MediaDetailsList';
import { MediaHero } from '../../components/MediaHero/MediaHero';
import { CONCERT_FIELDS, READING_FIELDS, metadataLine } from '../../components/MediaHero/mediaMetadata';
import { PlayButton } from '../../components/MediaHero/PlayButton';
import { useMediaAccess } from '../../components/MediaHero/useMediaAccess';
import { useDurationFormat } from '../../components/MediaHero/useDurationFormat';
import { PlayerSlot } from '../../components/PlayerSlot/PlayerSlot';
import { RelatedMedia } from '../../components/RelatedMedia/RelatedMedia';
import { ShareButton } from '../../components/ShareButton/ShareButton';
import { Tag } from '../../components/Tag/Tag';
import { TrailerButton } from '../../components/TrailerDialog/TrailerButton';
import { TrailerDialog } from '../../components/TrailerDialog/TrailerDialog';
import { useConfig } from '../../hooks/useApp';
import { useHeadMetadata } from '../../hooks/useHeadMetadata';
import { usePlaylist } from '../../hooks/usePlaylist';
import { ReadingList } from './ReadingList';
import { usePlayParam } from './usePlayParam';

export interface MediaDetailsProps {
  item: MediaItem;
  kind: Exclude<MediaScreenKind, 'page' | 'hub'>;
  query: MediaQuery;
  /** When the item was fetched: its status is computed for that moment (the item is refetched every 30 s while live or scheduled). */
  fetchedAt: number;
}

const EXTRA_FIELDS = { concert: CONCERT_FIELDS, reading: READING_FIELDS } as const;

/** The start of a scheduled event in the viewer's language, e.g. "12 May 2025, 07:00". */
const formatStart = (start: Date, language: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(start);

/**
 * The media screen of a video (movie, concert, reading, reading series, live event and any other
 * contentType): hero with the actions, the player, details, and related items. A scheduled event
 * says when it starts and cannot be played; a live one carries the LIVE tag and plays the stream.
 */
export function MediaDetails({ item, kind, query, fetchedAt }: MediaDetailsProps) {
  const { t, i18n } = useTranslation('video');
  const { siteName, custom } = useConfig();
  const navigate = useNavigate();
  const formatDuration = useDurationFormat();
  const { playing, play, stop } = usePlayParam();
  const access = useMediaAccess(item);
  const status: MediaStatus = getMediaStatus(item, fetchedAt);
  const canonical = `${window.location.origin}${mediaUrl({ id: item.mediaid, title: item.title })}`;
  useHeadMetadata(mediaHeadMetadata(item, { url: canonical, siteName }));

  // A reading series plays its first reading, on that reading's page.
  const readings = usePlaylist(kind === 'reading_series' ? (item.seriesPlaylistId ?? undefined) : undefined);
  const firstReading = readings.data?.playlist[0];
  const playable = isPlayable(item, fetchedAt, firstReading);
  const onPlay =
    kind === 'reading_series'
      ? () => firstReading && void navigate(mediaUrl({ id: firstReading.mediaid, title: firstReading.title, playlistId: item.seriesPlaylistId ?? undefined, play: true }))
      : play;

  const start = status === MEDIA_STATUS.SCHEDULED ? (item.scheduledStart ?? undefined) : undefined;
  const [trailerOpen, setTrailerOpen] = useState(false);

  return (
    <article className={`ott-screen ott-media-screen ott-media-screen--${kind.replace(/_/g, '-')}`}>
      <MediaHero
        title={item.title}
        image={item.backgroundImage}
        eyebrow={status === MEDIA_STATUS.LIVE ? <Tag variant="live">{t('common:media.live')}</Tag> : undefined}
        metadata={metadataLine(item, formatDuration)}
        subtitle={start ? <p className="ott-media-screen__schedule">{t('starts_at', { date: formatStart(new Date(start), i18n.language) })}</p> : undefined}
        description={item.description}
      >
        {playable && <PlayButton item={item} onPlay={onPlay} />}
        {item.trailerId && <TrailerButton onClick={() => setTrailerOpen(true)} />}
        <FavoriteButton item={item} />
        <ShareButton title={item.title} text={item.description ?? undefined} url={canonical} />
      </MediaHero>
      {playing && playable && access.entitled && kind !== 'reading_series' && (
        <PlayerSlot title={item.title} item={item} autoplay feedId={query.playlistId} onClose={stop} inline={isTruthyFlag(custom.inlinePlayer)} />
      )}
      <MediaDetailsList item={item} extraFields={kind === 'concert' || kind === 'reading' ? EXTRA_FIELDS[kind] : []} />
      {kind === 'reading' && item.purchase_link_url && (
        <p className="ott-media-screen__purchase">
          <a href={item.purchase_link_url} target="_blank" rel="noopener noreferrer">
            {item.purchase_link_display || item.purchase_link_url}
          </a>
        </p>
      )}
      {item.copyright && <p className="ott-media-screen__copyright">{item.copyright}</p>}
      {kind === 'reading_series' && <ReadingList items={readings.data?.playlist} playlistId={item.seriesPlaylistId ?? undefined} error={readings.error} />}
      <RelatedMedia mediaId={item.mediaid} />
      {item.trailerId && <TrailerDialog trailerId={item.trailerId} title={item.title} open={trailerOpen} onClose={() => setTrailerOpen(false)} />}
    </article>
  );
}
