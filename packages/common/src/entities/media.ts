import { z } from '../zod';
import { booleanishSchema, numberishSchema, openEnumSchema, optionalField } from './schemaHelpers';

/** The contentType values a media item may carry (spec §2 "Media screen choice", §3). */
export const CONTENT_TYPE = {
  SERIES: 'series',
  EPISODE: 'episode',
  LIVE_CHANNEL: 'livechannel',
  LIVE_EVENT: 'liveevent',
  PAGE: 'page',
  HUB: 'hub',
  MOVIE: 'movie',
  READING: 'reading',
  READING_SERIES: 'reading_series',
  CONCERT: 'concert',
} as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];
export const CONTENT_TYPES: readonly ContentType[] = Object.values(CONTENT_TYPE);

export const isKnownContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);

/** The known contentType a value names in any case (`LiveChannel` -> `livechannel`), else the value as it is. */
const knownContentTypeOf = (value: string): ContentType | (string & {}) => CONTENT_TYPES.find((known) => known === value.toLowerCase()) ?? value;

/** Derived status of a media item (spec §4 "Media status"). */
export const MEDIA_STATUS = { LIVE: 'LIVE', VOD: 'VOD', SCHEDULED: 'SCHEDULED' } as const;
export type MediaStatus = (typeof MEDIA_STATUS)[keyof typeof MEDIA_STATUS];

/**
 * Dotted custom-parameter keys of live events, as the content host sends them. The event-state
 * values and their meaning belong to the media-status rule (rules/mediaStatus.ts).
 */
export const EVENT_STATE_KEY = 'VCH.EventState';
export const SCHEDULED_START_KEY = 'VCH.ScheduledStart';
export const SCHEDULED_END_KEY = 'VCH.ScheduledEnd';

export const mediaSourceSchema = z.object({
  file: z.string(),
  type: z.string(),
  label: optionalField(z.string()),
  width: optionalField(z.number()),
  height: optionalField(z.number()),
});
export type MediaSource = z.infer<typeof mediaSourceSchema>;

export const mediaImageSchema = z.object({
  src: z.string(),
  width: z.number(),
  type: z.string(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const mediaTrackSchema = z.object({
  file: z.string(),
  kind: z.string(),
  label: optionalField(z.string()),
  default: optionalField(z.boolean()),
});
export type MediaTrack = z.infer<typeof mediaTrackSchema>;

/** An offer a media item can be bought with, derived from `productIds` ("!" marks a premier offer). */
export const mediaOfferSchema = z.object({
  offerId: z.string(),
  premier: z.boolean(),
  /** Lowercased provider name from the "provider:" prefix, when known. */
  provider: optionalField(z.string()),
});
export type MediaOffer = z.infer<typeof mediaOfferSchema>;

const text = optionalField(z.string());
/** People and language lists arrive as comma-separated custom parameters or as arrays. */
const textList = optionalField(z.union([z.string(), z.array(z.string())]));

/**
 * A media item as the content host delivers it (`/v2/media/{id}` and playlist entries). Unknown
 * keys are kept: they are the item's custom parameters, including the translated `name-language`
 * variants. Custom parameters are strings, so numeric and boolean ones accept either form and keep
 * the raw value. The derived fields are filled in by the rules after parsing.
 */
export const mediaItemSchema = z.looseObject({
  mediaid: z.string(),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  description: text,
  synopsis: text,
  /** Comma-separated list. */
  tags: text,
  /** Seconds; 0 for live channels. */
  duration: optionalField(z.number()),
  images: optionalField(z.array(mediaImageSchema)),
  image: text,
  link: text,
  /** Seconds since the epoch. */
  pubdate: optionalField(z.number()),
  year: optionalField(numberishSchema),
  sources: optionalField(z.array(mediaSourceSchema)),
  feedid: text,
  /** Offers as "provider:offerId" entries, comma separated; "!" before the id marks premier. */
  productIds: text,
  genre: text,
  rating: text,
  tracks: optionalField(z.array(mediaTrackSchema)),
  episodeNumber: optionalField(numberishSchema),
  seasonNumber: optionalField(numberishSchema),
  seriesId: text,
  seriesPlaylistId: text,
  trailerId: text,
  /**
   * Known values in CONTENT_TYPE, matched without regard to case (publishers write `LiveChannel`,
   * `Series`, as the public documentation does); any other string still parses (generic screen).
   */
  contentType: optionalField(z.pipe(openEnumSchema(CONTENT_TYPE), z.transform(knownContentTypeOf))),
  free: optionalField(booleanishSchema),
  requiresSubscription: optionalField(booleanishSchema),
  [EVENT_STATE_KEY]: text,
  [SCHEDULED_START_KEY]: text,
  [SCHEDULED_END_KEY]: text,
  subtitle: text,
  liveChannelsId: text,
  subtitleFormat: text,
  videoFormat: text,
  audioFormat: text,
  actors: textList,
  directors: textList,
  producers: textList,
  creators: textList,
  cast: textList,
  audioLanguages: textList,
  subtitleLanguages: textList,
  orchestra: text,
  venue: text,
  conductor: text,
  videoDirector: text,
  period: text,
  producer: text,
  copyright: text,
  author: text,
  illustrator: text,
  publisher: text,
  reader: text,
  purchase_link_url: text,
  purchase_link_display: text,
  date: text,
  markdown: text,
  // Derived (also accepted when a back end already sends them).
  cardImage: text,
  channelLogoImage: text,
  backgroundImage: text,
  mediaOffers: optionalField(z.array(mediaOfferSchema)),
  scheduledStart: optionalField(z.coerce.date()),
  scheduledEnd: optionalField(z.coerce.date()),
  mediaStatus: optionalField(z.enum(MEDIA_STATUS)),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
/** A playlist entry is a media item. */
export type PlaylistItem = MediaItem;
