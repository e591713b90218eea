import { z } from '../zod';
import { mediaItemSchema } from './media';
import { optionalField } from './schemaHelpers';

/**
 * Watch history and favorites exist in two forms:
 * - stored: what is written to local storage (`jwapp.history`, `jwapp.favorites`) or sent to an
 *   account back end. Only ids and progress, so a stale catalog never lives in storage.
 * - in memory: what the stores and screens use, with the media item the entry was made from.
 * Spec §5: an entry needs mediaid (and progress for history); when a stored list fails
 * validation, saving is blocked by the caller.
 */

/** Fraction of the item watched, 0 to 1. */
export const progressSchema = z.number().check(z.gte(0), z.lte(1));

/** Stored watch-history entry. */
export const storedWatchHistoryEntrySchema = z.object({
  mediaid: z.string().check(z.minLength(1)),
  progress: progressSchema,
  seriesId: optionalField(z.string()),
});
export type StoredWatchHistoryEntry = z.infer<typeof storedWatchHistoryEntrySchema>;
export const storedWatchHistorySchema = z.array(storedWatchHistoryEntrySchema);

/** In-memory watch-history entry. */
export const watchHistoryEntrySchema = z.extend(storedWatchHistoryEntrySchema, {
  title: z.string(),
  tags: optionalField(z.string()),
  duration: optionalField(z.number()),
  playlistItem: mediaItemSchema,
});
export type WatchHistoryEntry = z.infer<typeof watchHistoryEntrySchema>;

/** Stored favorite. */
export const storedFavoriteSchema = z.object({
  mediaid: z.string().check(z.minLength(1)),
});
export type StoredFavorite = z.infer<typeof storedFavoriteSchema>;
export const storedFavoritesSchema = z.array(storedFavoriteSchema);

/** In-memory favorite. */
export const favoriteSchema = z.extend(storedFavoriteSchema, {
  title: z.string(),
  tags: optionalField(z.string()),
  duration: optionalField(z.number()),
  playlistItem: mediaItemSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;
