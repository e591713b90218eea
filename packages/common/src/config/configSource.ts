import { STORAGE_KEYS, STORAGE_PREFIX } from '../constants';
import { ConfigLocationError } from './errors';
import type { Settings } from './settings';

/**
 * Which config the app loads (spec 000 §4 "Config source", §5; 001 §5).
 *
 * A source is either a config id (exactly 8 lowercase letters or digits), which expands to
 * `/apps/configs/{id}.json` on the content host, or a full location: an absolute http(s) URL or a
 * path. A source may be used when it is the default or in the allowed list, or when the settings
 * allow any source.
 *
 * Priority: a valid `app-config` query value (saved to storage), then the stored value if it is
 * still allowed, then the default. An empty query value clears the stored value and returns to
 * the default; an invalid one is ignored with a warning for the caller to log.
 */
export const CONFIG_QUERY_PARAM = 'app-config';
/** Full storage key of the saved config source. */
export const CONFIG_SOURCE_STORAGE_KEY = `${STORAGE_PREFIX}${STORAGE_KEYS.config}`;

export const CONFIG_ID_PATTERN = /^[a-z0-9]{8}$/;
export const isConfigId = (source: string): boolean => CONFIG_ID_PATTERN.test(source);

export const configPathForId = (id: string): string => `/apps/configs/${id}.json`;

/** Where to fetch a source from: an id becomes a path on the content host, anything else is used as is. */
export function configLocationOf(source: string, contentHost = ''): string {
  if (!isConfigId(source)) return source;
  return `${contentHost.replace(/\/+$/, '')}${configPathForId(source)}`;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A source that can name a config: an id, an http(s) URL, or a path without spaces. Other
 * schemes (javascript:, data:, file:) are refused even when any source is allowed.
 */
export function isWellFormedConfigSource(source: string): boolean {
  if (source === '' || /\s/.test(source)) return false;
  if (isConfigId(source)) return true;
  const scheme = SCHEME.exec(source)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

export const isAllowedConfigSource = (source: string, settings: Settings): boolean =>
  isWellFormedConfigSource(source) &&
  (settings.UNSAFE_allowAnyConfigSource || source === settings.defaultConfigSource || settings.additionalAllowedConfigSources.includes(source));

/** The part of Web Storage this module needs; pass localStorage or a memory double. */
export interface ConfigSourceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ConfigSourceOrigin = 'query' | 'storage' | 'default';

export interface ConfigSourceResolution {
  /** The source to load, or undefined when none is known (see ConfigLocationError). */
  source: string | undefined;
  origin: ConfigSourceOrigin | undefined;
  /** Things the caller should log: an ignored query value, a stale stored value, storage failures. */
  warnings: string[];
}

export interface ResolveConfigSourceInput {
  /** The `app-config` query value: null or undefined when the parameter is absent. */
  queryValue: string | null | undefined;
  storage: ConfigSourceStorage;
  settings: Settings;
}

/** Storage writes JSON (as the storage service does); a raw string written by older code is read too. */
function readStoredSource(storage: ConfigSourceStorage, warnings: string[]): string | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(CONFIG_SOURCE_STORAGE_KEY);
  } catch (error) {
    warnings.push(`Could not read the saved config source: ${String(error)}`);
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    // A bare id such as 12345678 stored without quotes parses as a number: keep the raw text.
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

function attempt(action: () => void, failure: string, warnings: string[]): void {
  try {
    action();
  } catch (error) {
    warnings.push(`${failure}: ${String(error)}`);
  }
}

export function resolveConfigSource({ queryValue, storage, settings }: ResolveConfigSourceInput): ConfigSourceResolution {
  const warnings: string[] = [];
  const fallback = (): ConfigSourceResolution => {
    const source = settings.defaultConfigSource;
    if (source === undefined) return { source: undefined, origin: undefined, warnings };
    if (!isWellFormedConfigSource(source)) {
      warnings.push(`Ignored the default config source "${source}": it is not a config id, URL or path`);
      return { source: undefined, origin: undefined, warnings };
    }
    return { source, origin: 'default', warnings };
  };

  if (queryValue !== null && queryValue !== undefined) {
    const requested = queryValue.trim();
    if (requested === '') {
      attempt(() => storage.removeItem(CONFIG_SOURCE_STORAGE_KEY), 'Could not clear the saved config source', warnings);
      return fallback();
    }
    if (isAllowedConfigSource(requested, settings)) {
      attempt(() => storage.setItem(CONFIG_SOURCE_STORAGE_KEY, JSON.stringify(requested)), 'Could not save the config source', warnings);
      return { source: requested, origin: 'query', warnings };
    }
    warnings.push(`Ignored invalid or not allowed config source "${requested}" from the ${CONFIG_QUERY_PARAM} query parameter`);
  }

  const stored = readStoredSource(storage, warnings);
  if (stored !== undefined) {
    if (isAllowedConfigSource(stored, settings)) return { source: stored, origin: 'storage', warnings };
    warnings.push(`Ignored saved config source "${stored}": it is no longer allowed`);
    attempt(() => storage.removeItem(CONFIG_SOURCE_STORAGE_KEY), 'Could not clear the saved config source', warnings);
  }
  return fallback();
}

export type ConfigLocationResult =
  | { ok: true; source: string; location: string; origin: ConfigSourceOrigin; warnings: string[] }
  | { ok: false; error: ConfigLocationError; warnings: string[] };

/** The URL or path of the config to fetch, or "No config location found". */
export function resolveConfigLocation(input: ResolveConfigSourceInput & { contentHost?: string }): ConfigLocationResult {
  const { source, origin, warnings } = resolveConfigSource(input);
  if (source === undefined || origin === undefined) return { ok: false, error: new ConfigLocationError(), warnings };
  return { ok: true, source, location: configLocationOf(source, input.contentHost), origin, warnings };
}
