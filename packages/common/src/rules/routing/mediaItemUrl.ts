import { liveGuideUrl, mediaUrl, seriesUrl } from './routeBuilders';

/** The fields of a media item (spec 000 §3) that decide where it links to. */
export interface LinkableMediaItem {
  mediaid: string;
  title?: string;
  contentType?: string;
  seriesId?: string;
}

export interface MediaItemUrlOptions {
  /** Playlist (or feed) the item was opened from, kept as `r`. */
  playlistId?: string;
  play?: boolean;
  /** Title of an episode's series, for a readable slug; without it the series URL has no slug. */
  seriesTitle?: string;
}

/**
 * The page a card links to, chosen by contentType (spec 000 §2 "Media screen choice"): a series
 * opens the series page, an episode opens its series with `e`, a live channel opens the guide on
 * that channel, everything else opens the media page. An episode without a series id cannot reach
 * its series and falls back to the media page, which shows it on its own.
 */
export function mediaItemUrl(item: LinkableMediaItem, options: MediaItemUrlOptions = {}): string {
  const { playlistId, play, seriesTitle } = options;
  switch (item.contentType) {
    case 'series':
      return seriesUrl({ id: item.mediaid, title: item.title, feedId: playlistId, play });
    case 'episode':
      if (item.seriesId) {
        return seriesUrl({ id: item.seriesId, title: seriesTitle, feedId: playlistId, episodeId: item.mediaid, play });
      }
      break;
    case 'livechannel':
      return liveGuideUrl({ channel: item.mediaid });
  }
  return mediaUrl({ id: item.mediaid, title: item.title, playlistId, play });
}
