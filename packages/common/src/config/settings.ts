import { z } from '../zod';
import { NoUsableConfigSourcesError } from './errors';
import { parseIni, type IniValue } from './ini';

/** Where the settings file is served from (spec 001 §7.1). */
export const SETTINGS_FILE_PATH = '/.webapp.ini';
/** Optional section of the settings file that holds the settings keys. */
export const SETTINGS_OPTIONS_SECTION = 'options';

const sourceText = z.string().check(z.trim(), z.minLength(1));

/** A value as the publisher wrote it, trimmed; blank or absent is undefined. */
const writtenText = z.pipe(
  z.unknown(),
  z.transform((value): string | undefined => {
    if (value === undefined || value === null) return undefined;
    const text = (Array.isArray(value) ? value.join(',') : String(value)).trim();
    return text === '' ? undefined : text;
  }),
);

/**
 * Settings of a deployment: which config sources it may load, and which content API shape its
 * content host speaks. Lenient by design: a value of the wrong kind is ignored rather than fatal;
 * the only fatal case here is having no usable source at all (`contentApiShapeOf` checks the shape).
 */
export const settingsSchema = z.object({
  /** Config loaded when neither the query nor storage names one. */
  defaultConfigSource: z.catch(z.optional(sourceText), undefined),
  /** Other sources the `app-config` query parameter may select. */
  additionalAllowedConfigSources: z.pipe(
    // A transform piped into a schema: what classic zod's `z.preprocess` builds (zod/mini has none).
    z.pipe(
      z.transform((value: unknown) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])),
      z.array(z.unknown()),
    ),
    z.transform((values) => values.flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []))),
  ),
  /** Any source may be selected. Development and preview deployments only. */
  UNSAFE_allowAnyConfigSource: z.pipe(
    z.unknown(),
    z.transform((value) => value === true || value === 'true' || value === '1'),
  ),
  /** The content host's delivery shape (`v2` or `second`) as written; read it with `contentApiShapeOf`. */
  contentApiShape: z.optional(writtenText),
});
export type Settings = z.infer<typeof settingsSchema>;

export type ParseSettingsResult = { ok: true; settings: Settings } | { ok: false; error: NoUsableConfigSourcesError };

export const hasUsableConfigSources = (settings: Settings): boolean =>
  settings.defaultConfigSource !== undefined || settings.additionalAllowedConfigSources.length > 0 || settings.UNSAFE_allowAnyConfigSource;

/**
 * Settings from an object (e.g. parsed JSON or an INI document flattened by `settingsFromIni`).
 * Never throws.
 */
export function parseSettingsObject(value: unknown): ParseSettingsResult {
  const source: Record<string, unknown> = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  // zod 4 skips the preprocessing of an absent key, so every key is passed, present or not.
  const input = {
    defaultConfigSource: source['defaultConfigSource'],
    additionalAllowedConfigSources: source['additionalAllowedConfigSources'],
    UNSAFE_allowAnyConfigSource: source['UNSAFE_allowAnyConfigSource'],
    contentApiShape: source['contentApiShape'],
  };
  const result = settingsSchema.safeParse(input);
  // Every field recovers from bad input, so failure is not expected; treat it as "no sources".
  const settings = result.success ? result.data : { additionalAllowedConfigSources: [], UNSAFE_allowAnyConfigSource: false };
  if (!hasUsableConfigSources(settings)) return { ok: false, error: new NoUsableConfigSourcesError() };
  return { ok: true, settings };
}

/**
 * The settings keys of an INI document. Deployments write them at the top of the file or in an
 * `[options]` section; both are read, and the section wins when a key is in both.
 */
export function settingsFromIni(text: string): Record<string, IniValue | undefined> {
  const { global, sections } = parseIni(typeof text === 'string' ? text : '');
  const options = sections[SETTINGS_OPTIONS_SECTION] ?? {};
  const read = (key: string): IniValue | undefined => options[key] ?? global[key];
  return {
    defaultConfigSource: read('defaultConfigSource'),
    additionalAllowedConfigSources: read('additionalAllowedConfigSources'),
    UNSAFE_allowAnyConfigSource: read('UNSAFE_allowAnyConfigSource'),
    contentApiShape: read('contentApiShape'),
  };
}

/** Settings from the text of `.webapp.ini`. Never throws. */
export const parseSettings = (text: string): ParseSettingsResult => parseSettingsObject(settingsFromIni(text));
