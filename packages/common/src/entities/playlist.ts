import { z } from '../zod';
import { mediaItemSchema } from './media';
import { optionalField } from './schemaHelpers';

/** Image aspect ratios a shelf or card may use (spec §5). */
export const IMAGE_ASPECT_RATIOS = ['1:1', '2:1', '2:3', '4:3', '5:3', '16:9', '9:13', '9:16'] as const;
export type ImageAspectRatio = (typeof IMAGE_ASPECT_RATIOS)[number];

/** An unknown ratio is dropped rather than failing the whole playlist: one bad value must not break a shelf. */
export const imageAspectRatioSchema = z.catch(z.optional(z.enum(IMAGE_ASPECT_RATIOS)), undefined);

export const playlistLinksSchema = z.object({
  first: optionalField(z.string()),
  last: optionalField(z.string()),
  next: optionalField(z.string()),
  prev: optionalField(z.string()),
});
export type PlaylistLinks = z.infer<typeof playlistLinksSchema>;

/**
 * A playlist or content list as the content host delivers it. Extra keys (custom parameters,
 * translations, paging values) are kept.
 */
export const playlistSchema = z.looseObject({
  feedid: optionalField(z.string()),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  description: optionalField(z.string()),
  playlist: z.array(mediaItemSchema),
  kind: optionalField(z.string()),
  links: optionalField(playlistLinksSchema),
  feed_instance_id: optionalField(z.string()),
  cardImageAspectRatio: imageAspectRatioSchema,
  shelfImageAspectRatio: imageAspectRatioSchema,
});
export type Playlist = z.infer<typeof playlistSchema>;
