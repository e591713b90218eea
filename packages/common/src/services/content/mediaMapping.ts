import type { MediaItem, MediaOffer } from '../../entities/media';
import type { Playlist } from '../../entities/playlist';
import type { Episode, EpisodesPage } from '../../entities/series';
import { localizeItem, localizeMediaItem } from '../../entities/translation';
import { parseMediaOffers } from '../../rules/mediaOffers';
import { getMediaStatus, scheduleWindowOf } from '../../rules/mediaStatus';
import { MEDIA_IMAGE_LABEL, MEDIA_IMAGE_WIDTH, imageUrl, type MediaImageLabel } from './imageUrl';

/**
 * Turns validated replies into entities with their derived fields (000 §3): image URLs on the
 * content host, offers from `productIds`, the schedule window and the media status at `now`, and
 * the translated `field-language` values of the active language. Pure: the clock and language
 * come in through the context.
 */
export interface MediaMappingContext {
  contentHost: string;
  /** The active language; `title-es` style keys replace their field when it is 'es'. */
  language?: string | undefined;
  /** Epoch milliseconds. */
  now: number;
}

const derivedImage = (context: MediaMappingContext, mediaid: string, label: MediaImageLabel): string =>
  imageUrl(context.contentHost, mediaid, label, MEDIA_IMAGE_WIDTH[label]);

/**
 * The background is the item's own background art or nothing: the poster carries its title in the
 * picture, which behind a hero's real title reads as ghost text (the host answers 404 instead).
 */
const derivedBackground = (context: MediaMappingContext, mediaid: string): string =>
  imageUrl(context.contentHost, mediaid, MEDIA_IMAGE_LABEL.BACKGROUND, MEDIA_IMAGE_WIDTH.background, { posterFallback: false, placeholder: false });

/** Offers from `productIds`; a back end that already sends `mediaOffers` (and no productIds) keeps them. */
function offersOf(item: MediaItem): MediaOffer[] {
  if (typeof item.productIds === 'string') return parseMediaOffers(item.productIds);
  return item.mediaOffers ?? [];
}

/**
 * A media item with its derived fields. Image fields a back end already filled are kept; a
 * playlist entry without its own `feedid` takes the playlist's (the `r` query of detail links).
 */
export function toMediaItem(raw: MediaItem, context: MediaMappingContext, feedid?: string): MediaItem {
  const item = localizeMediaItem(raw, context.language);
  const { scheduledStart, scheduledEnd } = scheduleWindowOf(item);
  return {
    ...item,
    feedid: item.feedid ?? feedid,
    cardImage: item.cardImage ?? derivedImage(context, item.mediaid, MEDIA_IMAGE_LABEL.CARD),
    backgroundImage: item.backgroundImage ?? derivedBackground(context, item.mediaid),
    channelLogoImage: item.channelLogoImage ?? derivedImage(context, item.mediaid, MEDIA_IMAGE_LABEL.CHANNEL_LOGO),
    mediaOffers: offersOf(item),
    scheduledStart,
    scheduledEnd,
    mediaStatus: getMediaStatus(item, context.now),
  };
}

/** Keeps items whose contentType is one of `contentTypes` (all items when none is given). */
export function filterByContentType(items: readonly MediaItem[], contentTypes?: string | readonly string[]): MediaItem[] {
  const wanted = contentTypes === undefined ? [] : typeof contentTypes === 'string' ? [contentTypes] : contentTypes;
  if (wanted.length === 0) return [...items];
  return items.filter((item) => item.contentType !== undefined && wanted.includes(item.contentType));
}

/** A playlist in the active language with every entry mapped, optionally filtered by contentType. */
export function toPlaylist(raw: Playlist, context: MediaMappingContext, contentTypes?: string | readonly string[]): Playlist {
  const playlist = localizeItem(raw, context.language);
  const items = raw.playlist.map((item) => toMediaItem(item, context, raw.feedid));
  return { ...playlist, playlist: filterByContentType(items, contentTypes) };
}

export const toEpisode = (episode: Episode, context: MediaMappingContext): Episode => ({
  ...episode,
  media_item: toMediaItem(episode.media_item, context),
});

export const toEpisodesPage = (page: EpisodesPage, context: MediaMappingContext): EpisodesPage => ({
  ...page,
  episodes: page.episodes.map((episode) => toEpisode(episode, context)),
});
