/**
 * Content hosts deliver translations as sibling keys named `field-language` (`title-es`,
 * `description-de`). These helpers read them without touching the untranslated value, so the
 * original stays available and an absent translation falls back to it.
 */

type Indexable = Record<string, unknown>;

export const translatedFieldKey = (field: string, language: string): string => `${field}-${language}`;

const isPresent = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * The value of `field` in `language`: the `field-language` key when it holds a value, else the
 * untranslated field. An empty translation counts as missing.
 */
export function getTranslatedField<T extends object, K extends keyof T & string>(
  item: T,
  field: K,
  language: string | undefined,
): T[K] {
  if (language) {
    const translated = (item as Indexable)[translatedFieldKey(field, language)];
    if (isPresent(translated)) return translated as T[K];
  }
  return item[field];
}

/**
 * A copy of `item` in which every field that has a `field-language` translation takes the
 * translated value. The translation keys themselves are kept.
 */
export function localizeItem<T extends object>(item: T, language: string | undefined): T {
  if (!language) return item;
  const suffix = `-${language}`;
  const localized: Indexable = { ...(item as Indexable) };
  for (const [key, value] of Object.entries(item)) {
    if (key.length > suffix.length && key.endsWith(suffix) && isPresent(value)) {
      localized[key.slice(0, -suffix.length)] = value;
    }
  }
  return localized as T;
}

/** A media item in `language`. */
export const localizeMediaItem = <T extends object>(item: T, language: string | undefined): T =>
  localizeItem(item, language);

/** A playlist in `language`: its own fields and every item in it. */
export function localizePlaylist<T extends { playlist: readonly object[] }>(playlist: T, language: string | undefined): T {
  if (!language) return playlist;
  const localized = localizeItem(playlist, language);
  return { ...localized, playlist: playlist.playlist.map((item) => localizeItem(item, language)) };
}
