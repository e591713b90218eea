/**
 * Intl formatters shared by language and options: building one costs far more than using one (a
 * home of cards, a guide of programmes), so each is built once.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(formats: Map<string, T>, language: string, options: object, build: () => T): T {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = build();
    formats.set(key, found);
  }
  return found;
}

/** `new Intl.NumberFormat(language, options)`, built once per language and options (a bad tag or currency throws, as Intl does). */
export const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));

/** `new Intl.DateTimeFormat(language, options)`, built once per language and options. */
export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
