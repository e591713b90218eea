import { z } from '../zod';
import { fieldOr, optionalField } from './schemaHelpers';

/**
 * An entry of a content list (`/v2/sites/{siteId}/content_lists/{id}`): the media id, its text
 * fields, tags as a list, and its custom parameters apart (`custom_params`).
 */
export const contentListEntrySchema = z.object({
  media_id: z.string(),
  title: fieldOr(z.string(), ''),
  description: optionalField(z.string()),
  tags: fieldOr(z.array(z.string()), []),
  duration: optionalField(z.number()),
  custom_params: fieldOr(z.record(z.string(), z.unknown()), {}),
});
export type ContentListEntry = z.infer<typeof contentListEntrySchema>;

/** A content list as the delivery API sends it: `{ id, title, description, list }` (not the playlist shape). */
export const contentListSchema = z.looseObject({
  id: z.string(),
  title: fieldOr(z.string(), ''),
  description: optionalField(z.string()),
  list: z.array(contentListEntrySchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

/**
 * The content list as playlist input (to be parsed with playlistSchema): each entry becomes a
 * media item with its custom parameters at the top, as a playlist delivers them, and its tags
 * joined with commas.
 */
export function contentListToPlaylistInput(list: ContentList): Record<string, unknown> {
  const { id, list: entries, ...rest } = list;
  return {
    ...rest,
    feedid: id,
    playlist: entries.map(({ custom_params, media_id, tags, ...entry }) => ({
      ...custom_params,
      ...entry,
      mediaid: media_id,
      feedid: id,
      tags: tags.join(','),
    })),
  };
}
