import { DEFAULT_LANGUAGE, STORAGE_KEYS, STORAGE_PREFIX, SUPPORTED_LANGUAGES } from '../../constants';
import { QUERY_PARAMS } from '../routing/paths';

/** Local storage key of the chosen language: `jwapp.language`. */
export const LANGUAGE_STORAGE_KEY = `${STORAGE_PREFIX}${STORAGE_KEYS.language}`;

/**
 * The supported code a requested language stands for: an exact match first ("es"), then its base
 * language ("es-MX" -> "es"); case and "_" vs "-" do not matter.
 */
export function matchLanguage(requested: string | null | undefined, supported: readonly string[] = SUPPORTED_LANGUAGES): string | undefined {
  const wanted = (requested ?? '').trim().toLowerCase().replace('_', '-');
  if (!wanted) return undefined;
  const base = wanted.split('-')[0];
  return supported.find((code) => code.toLowerCase() === wanted) ?? supported.find((code) => code.toLowerCase() === base);
}

export interface LanguageSources {
  /** Current query string, for `lng`. */
  search?: string;
  /** Value stored under `jwapp.language`. */
  storedLanguage?: string | null;
  /** Browser preferences in order, like `navigator.languages`. */
  browserLanguages?: readonly string[];
  /** Languages this site offers; defaults to all the app supports. */
  supported?: readonly string[];
}

/**
 * Language detection order (spec 000 §1): `lng`, then local storage, then the browser languages,
 * then `en`. Only supported languages count. If the site does not offer `en`, its first language
 * is the fallback, so that the answer is always one the site can show.
 */
export function detectLanguage({ search = '', storedLanguage, browserLanguages = [], supported = SUPPORTED_LANGUAGES }: LanguageSources): string {
  const candidates = [new URLSearchParams(search).get(QUERY_PARAMS.language), storedLanguage, ...browserLanguages];
  for (const candidate of candidates) {
    const match = matchLanguage(candidate, supported);
    if (match) return match;
  }
  return supported.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (supported[0] ?? DEFAULT_LANGUAGE);
}

/** The language menu appears only when the site offers at least 2 languages. */
export const showsLanguageMenu = (supported: readonly string[]): boolean => new Set(supported).size >= 2;
