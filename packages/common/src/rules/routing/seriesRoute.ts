import { isNotFoundError } from '../../services/content/contentErrors';
import type { MediaStatusInput } from '../mediaStatus';
import { isScheduledAt } from '../playable';
import { seriesResumeEntry } from '../resumePoint';
import { isCurrentSlug, type MediaLocationState, type MediaQuery } from './mediaRoute';
import { mediaUrl, seriesUrl } from './routeBuilders';

/**
 * Where a series page goes (spec 000 §2 "Series screen", `/s/:id/*` with query `r`, `e`, `play`;
 * §4 "Playback" for a series), as pure decisions the screen renders: `decideSeriesRoute` when the
 * page shows, `decideEpisodeEnd` when the shown episode has played to its end.
 */

/** Router state of a series page whose episode (`e`) was not found: that episode is not chosen again. */
export interface SeriesLocationState {
  missingEpisodeId?: string;
}

/** A watch-history entry, as far as resuming a series reads it. */
export interface SeriesHistoryEntry {
  mediaid: string;
  seriesId?: string | null;
  progress: number;
}

export interface SeriesRouteInput {
  seriesId: string;
  /** The title segment of the current URL (decoded, without a trailing slash). */
  slug: string;
  query: MediaQuery;
  /** The current query string ("?r=…"), kept when only the slug is fixed. */
  search: string;
  /** Why the series could not be loaded, if it could not. */
  seriesError?: unknown;
  /** The series and its media item have been answered (the item may have failed). */
  loaded: boolean;
  /** The series' title (its media item's, else the series'); '' while unknown. */
  title: string;
  /** Why the episode in `e` could not be loaded, if it could not. */
  episodeError?: unknown;
  /** The viewer's watch history, newest first; undefined while it loads. */
  history: readonly SeriesHistoryEntry[] | undefined;
  /** The first episode of the list, once its first page has arrived. */
  firstEpisodeId?: string;
  /** This page's router state. */
  state?: SeriesLocationState | null;
}

export type SeriesRouteDecision =
  | { type: 'redirect'; to: string; state?: MediaLocationState | SeriesLocationState }
  /** The series failed for another reason than a 404: series_error. */
  | { type: 'series_error' }
  | { type: 'loading' }
  /** The page itself, with the episode in `e` (if any) in the hero. */
  | { type: 'screen' };

/**
 * - A series that does not exist (404) sends the viewer to the media page of the id, which shows
 *   the item itself; any other failure is series_error.
 * - An episode in `e` that does not exist sends the viewer back to the series without it, once:
 *   the state keeps the series from choosing that episode again (no redirect loop).
 * - A wrong slug is fixed, keeping the query.
 * - Without `e` the page moves to the episode to resume from the history, else to the first
 *   episode (spec: "redirects to the first episode"), keeping `r` and `play`; it waits for the
 *   history before choosing, and shows the series meanwhile.
 */
export function decideSeriesRoute(input: SeriesRouteInput): SeriesRouteDecision {
  const { seriesId, query } = input;
  const title = input.title || undefined;
  if (input.seriesError) {
    if (!isNotFoundError(input.seriesError)) return { type: 'series_error' };
    const state: MediaLocationState = { seriesNotFound: true };
    return { type: 'redirect', to: mediaUrl({ id: seriesId }), state };
  }
  if (query.episodeId && isNotFoundError(input.episodeError)) {
    const state: SeriesLocationState = { missingEpisodeId: query.episodeId };
    return { type: 'redirect', to: seriesUrl({ id: seriesId, title, feedId: query.playlistId }), state };
  }
  if (!input.loaded) return { type: 'loading' };
  if (title && !isCurrentSlug(input.slug, title)) return { type: 'redirect', to: `${seriesUrl({ id: seriesId, title })}${input.search}` };
  if (!query.episodeId) {
    const target = episodeToShow(input);
    if (target && target !== input.state?.missingEpisodeId) {
      return { type: 'redirect', to: seriesUrl({ id: seriesId, title, feedId: query.playlistId, episodeId: target, play: query.play }) };
    }
  }
  return { type: 'screen' };
}

/** The episode to resume, else the first one; none until the history has loaded. */
function episodeToShow({ history, seriesId, firstEpisodeId }: SeriesRouteInput): string | undefined {
  if (history === undefined) return undefined;
  return seriesResumeEntry(history, seriesId)?.mediaid ?? firstEpisodeId;
}

export interface EpisodeEndInput {
  seriesId: string;
  /** The title the page shows, for the next episode's slug. */
  title: string;
  query: MediaQuery;
  /** The episode after the one that ended; null after the last one or when it could not be loaded. */
  next: (MediaStatusInput & { mediaid: string }) | null;
  now: number;
}

export type EpisodeEndDecision = { type: 'redirect'; to: string } | { type: 'stop' };

/**
 * When an episode has played to its end (spec 000 §4): the next episode, with `play`, unless it
 * is scheduled (autoplay of a scheduled item is skipped); after the last episode the player stops.
 */
export function decideEpisodeEnd({ seriesId, title, query, next, now }: EpisodeEndInput): EpisodeEndDecision {
  if (!next || isScheduledAt(next, now)) return { type: 'stop' };
  return { type: 'redirect', to: seriesUrl({ id: seriesId, title, feedId: query.playlistId, episodeId: next.mediaid, play: true }) };
}
