import { z } from '../zod';
import { mediaItemSchema } from './media';
import { optionalField } from './schemaHelpers';

export const seasonSchema = z.object({
  season_id: optionalField(z.string()),
  season_number: z.number(),
  season_title: optionalField(z.string()),
  season_description: optionalField(z.string()),
  episode_count: z.number(),
  total_duration: optionalField(z.number()),
});
export type Season = z.infer<typeof seasonSchema>;

/** `/apps/series/{id}`: a series with its seasons (no seasons for a flat series). */
export const seriesSchema = z.object({
  series_id: z.string(),
  title: optionalField(z.string()),
  description: optionalField(z.string()),
  playlist_id: optionalField(z.string()),
  seasons: z.pipe(
    z.nullish(z.array(seasonSchema)),
    z.transform((value) => value ?? []),
  ),
  episode_count: z.number(),
  season_count: optionalField(z.number()),
  /** Seconds, all episodes together. */
  total_duration: optionalField(z.number()),
});
export type Series = z.infer<typeof seriesSchema>;

/**
 * Paging fields of an episodes reply, at its top level. `page` is the 1-based number of the page
 * served, which is also the 0-based `page_offset` that asks for the next one.
 */
export const paginationSchema = z.object({
  page: z.number(),
  page_limit: z.number(),
  total: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** An episode of a series: its place in the series and the media item that plays. */
export const episodeSchema = z.object({
  episode_number: z.number(),
  season_number: optionalField(z.number()),
  media_item: mediaItemSchema,
});
export type Episode = z.infer<typeof episodeSchema>;

/** One page of `/apps/series/{id}/episodes` or `/apps/series/{id}/seasons/{n}/episodes`: `{ episodes, page, page_limit, total }`. */
export const episodesPageSchema = z.extend(paginationSchema, {
  episodes: z.array(episodeSchema),
});
export type EpisodesPage = z.infer<typeof episodesPageSchema>;

/** A season with one page of its episodes. */
export const seasonWithEpisodesSchema = z.extend(seasonSchema, {
  episodes: z.array(episodeSchema),
  page: optionalField(z.number()),
  page_limit: optionalField(z.number()),
  total: optionalField(z.number()),
});
export type SeasonWithEpisodes = z.infer<typeof seasonWithEpisodesSchema>;

/** Where a media item sits in a series (`/apps/series?media_ids=`: media id -> entries). */
export const seriesMembershipSchema = z.object({
  series_id: z.string(),
  episode_number: optionalField(z.number()),
  season_number: optionalField(z.number()),
});
export type SeriesMembership = z.infer<typeof seriesMembershipSchema>;

export const seriesLookupSchema = z.record(z.string(), z.array(seriesMembershipSchema));
export type SeriesLookup = z.infer<typeof seriesLookupSchema>;
