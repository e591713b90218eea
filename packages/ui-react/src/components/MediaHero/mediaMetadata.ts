import { durationParts, type DurationParts, type MediaItem } from '@ott/common';

/**
 * What the media screens show of an item's fields (spec 000 §3), as plain data: the metadata line,
 * people, languages and the fields of concerts and readings. Translation keys are in `video`.
 */

/** A comma-separated custom parameter (or an array) as a list of trimmed, non-empty values. */
export function listOf(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The metadata line under a title: year, duration, rating, genre (whichever the item has). */
export function metadataLine(item: Pick<MediaItem, 'year' | 'duration' | 'rating' | 'genre'>, formatDuration: (parts: DurationParts) => string): string[] {
  const duration = durationParts(item.duration);
  return [item.year === undefined || item.year === null ? '' : String(item.year), duration ? formatDuration(duration) : '', item.rating ?? '', item.genre ?? '']
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One labelled detail: `labelKey` is a `video` key, `values` one or more texts. */
export interface DetailEntry {
  labelKey: string;
  values: string[];
}

type DetailField = readonly [field: keyof MediaItem, labelKey: string];

export const PEOPLE_FIELDS: readonly DetailField[] = [
  ['actors', 'actors'],
  ['cast', 'cast'],
  ['directors', 'directors'],
  ['creators', 'creators'],
  ['producers', 'producers'],
];
export const CONCERT_FIELDS: readonly DetailField[] = [
  ['orchestra', 'orchestra'],
  ['conductor', 'conductor'],
  ['venue', 'venue'],
  ['videoDirector', 'video_director'],
  ['period', 'period'],
];
export const READING_FIELDS: readonly DetailField[] = [
  ['author', 'author'],
  ['illustrator', 'illustrator'],
  ['publisher', 'publisher'],
  ['reader', 'reader'],
];
export const LANGUAGE_FIELDS: readonly DetailField[] = [
  ['audioLanguages', 'audio_languages'],
  ['subtitleLanguages', 'subtitle_languages'],
];

/** The fields the item has, in the given order; list fields split on commas. */
export function detailEntries(item: MediaItem, fields: readonly DetailField[]): DetailEntry[] {
  return fields.flatMap(([field, labelKey]) => {
    const value = item[field];
    const values = typeof value === 'string' || Array.isArray(value) ? listOf(value as string | string[]) : [];
    return values.length > 0 ? [{ labelKey, values }] : [];
  });
}

/** A language code ("de") as its name in the display language ("German"); unknown codes stay as they are. */
export function languageName(code: string, displayLanguage: string): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
