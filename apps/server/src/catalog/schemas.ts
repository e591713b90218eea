import { CONTENT_TYPE, IMAGE_ASPECT_RATIOS, mediaItemSchema } from '@ott/common';
import { z } from 'zod';
import { CONFIG_ID_PATTERN, MEDIA_ID_PATTERN, NAME_PATTERN } from '../http/params';

/**
 * The schemas of every catalog file (see README "Catalog format"). Structural files are strict:
 * an unknown key is a typo until proven otherwise, and extras have a home (`custom`). Media items
 * are the exception: like on the real content host, any extra key is a custom parameter (a string).
 */

export const mediaIdSchema = z.string().regex(MEDIA_ID_PATTERN, 'must be 8 letters or digits');
export const configIdSchema = z.string().regex(CONFIG_ID_PATTERN, 'must be 8 lowercase letters or digits');
export const nameSchema = z.string().regex(NAME_PATTERN, 'must be a file name of letters, digits, "-" or "_"');
const text = z.string().trim().min(1, 'must not be empty');

export const siteSchema = z.strictObject({
  siteId: mediaIdSchema,
  name: text,
  defaultConfig: configIdSchema,
  /** When set, the JSON EPG requires this value in the API-KEY header. */
  epgApiKey: text.optional(),
  /** Language of the catalog's texts (BCP 47), written as XMLTV `lang`. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as "en" or "pt-BR"')
    .default('en'),
});
export type Site = z.infer<typeof siteSchema>;

export const artLabelsSchema = z.strictObject({
  card: nameSchema.optional(),
  background: nameSchema.optional(),
  channel_logo: nameSchema.optional(),
});
export type ArtLabels = z.infer<typeof artLabelsSchema>;

export const liveProgrammeSchema = z.strictObject({
  title: text,
  description: z.string().optional(),
  durationMinutes: z.number().int().positive().max(24 * 60),
  clip: nameSchema,
  art: nameSchema.optional(),
});
export type LiveProgramme = z.infer<typeof liveProgrammeSchema>;

/**
 * The public `scheduleType` values: `jwp` (JSON schedule) and `viewnexa` (XMLTV). The earlier
 * `json` / `xml` still load, as the public value they stand for, so replies carry only public ones.
 */
export const scheduleTypeSchema = z
  .enum(['jwp', 'viewnexa', 'json', 'xml'], { message: 'must be "jwp" (JSON schedule) or "viewnexa" (XMLTV)' })
  .transform((value): 'jwp' | 'viewnexa' => (value === 'json' ? 'jwp' : value === 'xml' ? 'viewnexa' : value));

export const liveSchema = z.strictObject({
  catchupHours: z.number().min(0).max(72).optional(),
  scheduleType: scheduleTypeSchema,
  programmes: z.array(liveProgrammeSchema).min(1, 'must list at least one programme'),
});
export type LiveTemplate = z.infer<typeof liveSchema>;

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO date-time such as 2025-01-31T20:00:00Z' });

export const eventScheduleSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('daily'),
    startUtc: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (UTC)'),
    durationMinutes: z.number().int().positive().max(24 * 60),
  }),
  z
    .strictObject({ type: z.literal('fixed'), start: isoDateTime, end: isoDateTime })
    .refine((value) => Date.parse(value.end) > Date.parse(value.start), { message: 'end must be after start', path: ['end'] }),
]);
export type EventSchedule = z.infer<typeof eventScheduleSchema>;

export const eventSchema = z.strictObject({ clip: nameSchema, schedule: eventScheduleSchema });
export type LiveEventTemplate = z.infer<typeof eventSchema>;

/** Content types that play nothing themselves (their episodes or children do). */
export const CONTAINER_CONTENT_TYPES: ReadonlySet<string> = new Set([
  CONTENT_TYPE.SERIES,
  CONTENT_TYPE.PAGE,
  CONTENT_TYPE.HUB,
  CONTENT_TYPE.READING_SERIES,
]);

/**
 * A media item of `items/*.json`: the public fields plus the server-only ones. mediaItemSchema is
 * a zod/mini schema (it runs in the browser), which has no `.extend()`: its fields are spread into
 * a classic object instead, which is what `.extend()` did.
 */
export const catalogItemSchema = z
  .object({
    ...mediaItemSchema.shape,
    mediaid: mediaIdSchema,
    title: text,
    pubdate: z.number().int().nonnegative().optional(),
    clip: nameSchema.optional(),
    art: nameSchema,
    artLabels: artLabelsSchema.optional(),
    trailer: mediaIdSchema.optional(),
    live: liveSchema.optional(),
    event: eventSchema.optional(),
    /** Countries (ISO 3166-1 alpha-2, uppercase) where the item does not play (README "Geo-blocking"). */
    geoBlockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as "AQ"')).max(250).optional(),
  })
  .catchall(z.string({ message: 'custom parameters must be strings' }))
  .superRefine((item, context) => {
    const problem = (path: string, message: string): void => context.addIssue({ code: 'custom', path: [path], message });
    const type = item.contentType;
    if (type === CONTENT_TYPE.LIVE_CHANNEL) {
      if (!item.live) problem('live', 'a livechannel needs "live" (its day template)');
    } else if (item.live) problem('live', 'only a livechannel has "live"');
    if (type === CONTENT_TYPE.LIVE_EVENT) {
      if (!item.event) problem('event', 'a liveevent needs "event" (its clip and schedule)');
    } else if (item.event) problem('event', 'only a liveevent has "event"');

    const playsClip = type === undefined || !(CONTAINER_CONTENT_TYPES.has(type) || type === CONTENT_TYPE.LIVE_CHANNEL || type === CONTENT_TYPE.LIVE_EVENT);
    if (playsClip && !item.clip) problem('clip', `a playable item (contentType ${type ?? 'none'}) needs "clip"`);
    if (!playsClip && item.clip) problem('clip', `a ${type} item plays no clip of its own (use "trailer" for a preview)`);
    if (type === CONTENT_TYPE.EPISODE && !item.seriesId) problem('seriesId', 'an episode needs "seriesId"');
  });
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const itemsFileSchema = z.array(catalogItemSchema);

export const PLAYLIST_KIND = { MANUAL: 'MANUAL', DYNAMIC: 'DYNAMIC', SEARCH: 'SEARCH', RECOMMENDATIONS: 'RECOMMENDATIONS' } as const;
export type PlaylistKind = (typeof PLAYLIST_KIND)[keyof typeof PLAYLIST_KIND];

export const playlistQuerySchema = z.strictObject({
  tags: z.array(text).optional(),
  contentTypes: z.array(text).optional(),
});
export type PlaylistQuery = z.infer<typeof playlistQuerySchema>;

export const playlistFileSchema = z
  .strictObject({
    feedid: mediaIdSchema,
    title: text,
    description: z.string().optional(),
    kind: z.enum(PLAYLIST_KIND),
    items: z.array(mediaIdSchema).optional(),
    query: playlistQuerySchema.optional(),
    cardImageAspectRatio: z.enum(IMAGE_ASPECT_RATIOS).optional(),
    shelfImageAspectRatio: z.enum(IMAGE_ASPECT_RATIOS).optional(),
    custom: z.record(z.string(), z.string()).optional(),
  })
  .superRefine((playlist, context) => {
    if (playlist.kind === PLAYLIST_KIND.MANUAL && !playlist.items) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'a MANUAL playlist needs "items"' });
    }
    if (playlist.kind !== PLAYLIST_KIND.MANUAL && playlist.items) {
      context.addIssue({ code: 'custom', path: ['items'], message: `a ${playlist.kind} playlist has no fixed "items"` });
    }
    if (playlist.kind === PLAYLIST_KIND.DYNAMIC && !playlist.query) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'a DYNAMIC playlist needs "query"' });
    }
    if (playlist.kind === PLAYLIST_KIND.MANUAL && playlist.query) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'a MANUAL playlist has no "query"' });
    }
  });
export type CatalogPlaylist = z.infer<typeof playlistFileSchema>;

export const contentListFileSchema = z.strictObject({
  id: mediaIdSchema,
  title: text,
  description: z.string().optional(),
  items: z.array(mediaIdSchema),
});
export type ContentList = z.infer<typeof contentListFileSchema>;

export const seasonFileSchema = z.strictObject({
  season_number: z.number().int().nonnegative(),
  season_title: text,
  season_description: z.string().optional(),
  episodes: z.array(mediaIdSchema).min(1, 'a season needs at least one episode'),
});

export const seriesFileSchema = z
  .strictObject({
    series_id: mediaIdSchema,
    seasons: z.array(seasonFileSchema).min(1, 'a series needs at least one season'),
  })
  .superRefine((series, context) => {
    const seen = new Set<number>();
    series.seasons.forEach((season, index) => {
      if (seen.has(season.season_number)) {
        context.addIssue({ code: 'custom', path: ['seasons', index, 'season_number'], message: `season ${season.season_number} is listed twice` });
      }
      seen.add(season.season_number);
    });
  });
export type CatalogSeries = z.infer<typeof seriesFileSchema>;

export const adBreakSchema = z.strictObject({
  offset: z.union([z.literal('pre'), z.literal('post'), z.string().regex(/^\d{2}:[0-5]\d:[0-5]\d$/, 'must be "pre", "post" or HH:MM:SS')]),
  clip: nameSchema,
});
export const adScheduleFileSchema = z.strictObject({
  id: nameSchema,
  breaks: z.array(adBreakSchema).min(1, 'an ad schedule needs at least one break'),
});
export type AdScheduleFile = z.infer<typeof adScheduleFileSchema>;
