import { z } from 'zod/mini';
import type { StoredFavorite, StoredWatchHistoryEntry } from '@ott/common';

/** The user attributes that hold the lists (001 §7.7): JSON strings. */
export const FAVORITES_ATTRIBUTE = 'custom:favorites';
export const WATCH_HISTORY_ATTRIBUTE = 'custom:watchHistory';

/** Cognito's limit on a custom string attribute's value (characters). */
export const ATTRIBUTE_MAX_LENGTH = 2048;

const favoriteSchema = z.object({ mediaid: z.string().check(z.minLength(1)) });
const historyEntrySchema = z.object({
  mediaid: z.string().check(z.minLength(1)),
  progress: z.number().check(z.gte(0), z.lte(1)),
  seriesId: z.optional(z.string()),
});

/** Progress kept to 3 decimals: 40 entries then fit in one attribute (2048 characters). */
const roundProgress = (progress: number): number => Math.round(progress * 1000) / 1000;

function parseList<T>(value: string | undefined, schema: z.core.$ZodType<T>): T[] {
  if (!value?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  // One bad entry (written by another client) drops that entry, not the list.
  return parsed.flatMap((entry) => {
    const result = z.safeParse(schema, entry);
    return result.success ? [result.data] : [];
  });
}

const uniqueByMedia = <T extends { mediaid: string }>(list: readonly T[]): T[] => {
  const seen = new Set<string>();
  return list.filter(({ mediaid }) => (seen.has(mediaid) ? false : (seen.add(mediaid), true)));
};

/** The favorites in the attribute's value, newest first, at most `limit`. */
export const readFavorites = (value: string | undefined, limit: number): StoredFavorite[] =>
  uniqueByMedia(parseList(value, favoriteSchema)).slice(0, limit);

export const readWatchHistory = (value: string | undefined, limit: number): StoredWatchHistoryEntry[] =>
  uniqueByMedia(parseList(value, historyEntrySchema)).slice(0, limit);

/**
 * The attribute value for a list: the first `limit` entries (the site warns before it gets there:
 * video:favorites_warning with maxCount), dropping the oldest while the JSON is longer than the
 * pool accepts.
 */
export function writeFavorites(favorites: readonly StoredFavorite[], limit: number): string {
  return fitted(uniqueByMedia(favorites).slice(0, limit).map(({ mediaid }) => ({ mediaid })));
}

export function writeWatchHistory(history: readonly StoredWatchHistoryEntry[], limit: number): string {
  const entries = uniqueByMedia(history)
    .slice(0, limit)
    .map(({ mediaid, progress, seriesId }) => (seriesId ? { mediaid, progress: roundProgress(progress), seriesId } : { mediaid, progress: roundProgress(progress) }));
  return fitted(entries);
}

function fitted(entries: readonly object[]): string {
  let kept = entries.length;
  let json = JSON.stringify(entries);
  while (json.length > ATTRIBUTE_MAX_LENGTH && kept > 0) {
    kept -= 1;
    json = JSON.stringify(entries.slice(0, kept));
  }
  return json;
}
