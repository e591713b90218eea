import { CONTENT_REFETCH_INTERVAL_MS } from '../../constants';
import { isTruthyFlag } from '../../entities/schemaHelpers';
import { getMediaStatus, isLiveOrScheduled, type MediaStatusInput } from '../../rules/mediaStatus';
import { bootstrapQueryRetry, seriesQueryRetry, type QueryRetryPredicate } from '../../rules/schedules/queryRetry';

/**
 * Query rules of content calls (001 §4, 000 §9), for the hooks that run them: which retry
 * predicate a call uses, and when a playlist or media item refetches on an interval.
 */

/** Retry predicates per call (from rules/schedules/queryRetry.ts): series none on 404 else up to 2; bootstrap (config, settings) once. */
export const CONTENT_QUERY_RETRY = {
  series: seriesQueryRetry,
  bootstrap: bootstrapQueryRetry,
} as const satisfies Record<string, QueryRetryPredicate>;

/** A media item or playlist as far as the refetch rule reads it; `refetch` is a custom-parameter flag. */
export type RefetchTarget = MediaStatusInput & { refetch?: unknown; playlist?: readonly (MediaStatusInput & { refetch?: unknown })[] };

const itemNeedsRefetch = (item: MediaStatusInput & { refetch?: unknown }, now: number): boolean =>
  isTruthyFlag(item.refetch) || isLiveOrScheduled(getMediaStatus(item, now));

/**
 * True when the item (or the playlist, or any item in it) is flagged `refetch` ("true") or is live
 * or scheduled at `now`. The status is computed at `now`, not read from the snapshot taken when
 * the reply was mapped, so an event that has ended stops refetching.
 */
export function shouldRefetch(target: RefetchTarget | null | undefined, now: number = Date.now()): boolean {
  if (!target) return false;
  if (itemNeedsRefetch(target, now)) return true;
  return target.playlist?.some((item) => itemNeedsRefetch(item, now)) ?? false;
}

/** A query's refetch interval: every 30 s (CONTENT_REFETCH_INTERVAL_MS) when shouldRefetch, else off. */
export const contentRefetchInterval = (target: RefetchTarget | null | undefined, now: number = Date.now()): number | false =>
  shouldRefetch(target, now) ? CONTENT_REFETCH_INTERVAL_MS : false;
