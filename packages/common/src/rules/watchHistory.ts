import { LIST_LIMIT_DEFAULT } from '../constants';

export interface WatchHistoryEntryLike {
  mediaid: string;
  /** 0 to 1. */
  progress: number;
  seriesId?: string | null;
}

/** Progress is a fraction of the duration: clamp into 0..1, and read anything unusable as 0. */
export const clampProgress = (progress: number): number => (Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0);

/**
 * Records a watched item (spec 000 §4): it moves to the front; older entries of the same media,
 * and of the same series (one entry per series: the latest episode), are dropped; the list is
 * truncated to `limit`.
 */
export function addToWatchHistory<T extends WatchHistoryEntryLike>(history: readonly T[], entry: T, limit: number = LIST_LIMIT_DEFAULT): T[] {
  const seriesId = entry.seriesId?.trim() || undefined;
  const rest = history.filter((item) => item.mediaid !== entry.mediaid && (!seriesId || item.seriesId?.trim() !== seriesId));
  return [{ ...entry, progress: clampProgress(entry.progress) }, ...rest].slice(0, Math.max(0, limit));
}

/** Updates the progress of an entry already in the history, in place; the list is unchanged otherwise. */
export function updateWatchHistoryProgress<T extends WatchHistoryEntryLike>(history: readonly T[], mediaid: string, progress: number): T[] {
  if (!history.some((item) => item.mediaid === mediaid)) return [...history];
  return history.map((item) => (item.mediaid === mediaid ? { ...item, progress: clampProgress(progress) } : item));
}
