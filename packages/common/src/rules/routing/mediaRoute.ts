import { CONTENT_TYPE, type MediaItem } from '../../entities/media';
import type { SeriesMembership } from '../../entities/series';
import { QUERY_FLAG_ON, QUERY_PARAMS } from './paths';
import { liveGuideUrl, mediaUrl, seriesUrl } from './routeBuilders';
import { slugify } from './slugify';

/**
 * Which screen a media page shows (spec 000 §2 "Media screen choice"), as a pure decision: a
 * redirect (series, episode, live channel, a wrong slug), a wait for the series lookup of an
 * episode that does not name its series, or one of the media screens.
 */

/** The screens of `/m/:id`: every known contentType that is not a redirect, and the generic one. */
export type MediaScreenKind = 'liveevent' | 'page' | 'hub' | 'movie' | 'concert' | 'reading' | 'reading_series' | 'generic';

const SCREEN_KINDS: readonly string[] = [
  CONTENT_TYPE.LIVE_EVENT,
  CONTENT_TYPE.PAGE,
  CONTENT_TYPE.HUB,
  CONTENT_TYPE.MOVIE,
  CONTENT_TYPE.CONCERT,
  CONTENT_TYPE.READING,
  CONTENT_TYPE.READING_SERIES,
];

/** The screen of a contentType; anything else (trailer, none, unknown) gets the generic screen. */
export const mediaScreenKind = (contentType: string | null | undefined): MediaScreenKind =>
  contentType && SCREEN_KINDS.includes(contentType) ? (contentType as MediaScreenKind) : 'generic';

/** The query of a media page: `r` playlist id, `play=1`, `e` episode id. */
export interface MediaQuery {
  playlistId?: string;
  play: boolean;
  episodeId?: string;
}

export function readMediaQuery(query: URLSearchParams): MediaQuery {
  return {
    playlistId: query.get(QUERY_PARAMS.related) || undefined,
    play: query.get(QUERY_PARAMS.play) === QUERY_FLAG_ON,
    episodeId: query.get(QUERY_PARAMS.episode) || undefined,
  };
}

/** Router state of a media page that a series page sent here because no series has its id. */
export interface MediaLocationState {
  seriesNotFound?: boolean;
}

export type MediaRouteDecision =
  | { type: 'redirect'; to: string }
  /** An episode without `seriesId`: its series is being looked up. */
  | { type: 'lookup-series' }
  | { type: 'screen'; kind: MediaScreenKind };

export interface MediaRouteInput {
  /** The title segment of the current URL (decoded). */
  slug: string;
  query: MediaQuery;
  /** The current query string ("?r=…"), kept when only the slug is fixed. */
  search: string;
  /**
   * The series lookup of an episode without `seriesId`: undefined while it runs, null when the
   * episode belongs to no series (or the lookup failed).
   */
  seriesLookup?: SeriesMembership | null;
  /** The series page found no series for this id and sent the viewer here: show the item itself. */
  seriesNotFound?: boolean;
}

export function decideMediaRoute(item: MediaItem, input: MediaRouteInput): MediaRouteDecision {
  const { query } = input;
  switch (item.contentType) {
    case CONTENT_TYPE.SERIES:
      if (input.seriesNotFound) break;
      return {
        type: 'redirect',
        to: seriesUrl({ id: item.mediaid, title: item.title, feedId: query.playlistId, episodeId: query.episodeId, play: query.play }),
      };
    case CONTENT_TYPE.EPISODE: {
      const seriesId = item.seriesId?.trim() || input.seriesLookup?.series_id;
      // The series title is not known here: the series page fixes the slug.
      if (seriesId) return { type: 'redirect', to: seriesUrl({ id: seriesId, feedId: query.playlistId, episodeId: item.mediaid, play: query.play }) };
      if (input.seriesLookup === undefined) return { type: 'lookup-series' };
      break;
    }
    case CONTENT_TYPE.LIVE_CHANNEL:
      return { type: 'redirect', to: liveGuideUrl({ channel: item.mediaid }) };
  }
  if (!isCurrentSlug(input.slug, item.title)) return { type: 'redirect', to: `${mediaUrl({ id: item.mediaid, title: item.title })}${input.search}` };
  return { type: 'screen', kind: mediaScreenKind(item.contentType) };
}

/** The URL's title segment is the slug of the title (compared decoded and encoded, for non-Latin titles). */
export function isCurrentSlug(slug: string, title: string): boolean {
  const expected = slugify(title);
  return slug === expected || slug === encodeURIComponent(expected) || safeDecode(slug) === expected;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
