import { STORAGE_KEYS } from '../constants';
import { detectLanguage, matchLanguage } from '../rules/presentation/language';
import { QUERY_PARAMS } from '../rules/routing/paths';
import type { StorageService } from '../services/storage';

export interface LanguageEnvironment {
  /** The page's query string, for `lng`. */
  search: string;
  storage: StorageService;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** Languages this site offers. */
  supported: readonly string[];
}

/** The stored language is a plain code; a JSON-quoted one written by other code is read too. */
function storedLanguageOf(storage: StorageService): string | null {
  const stored = storage.readText(STORAGE_KEYS.language);
  return stored.status === 'value' ? stored.value.replace(/^"(.*)"$/, '$1') : null;
}

/** Spec 000 §1: `lng` query parameter, then `jwapp.language`, then the browser, then en. */
export const detectInitialLanguage = ({ search, storage, browserLanguages, supported }: LanguageEnvironment): string =>
  detectLanguage({ search, storedLanguage: storedLanguageOf(storage), browserLanguages, supported });

/** Remembers an explicit choice (menu or `lng` link) under `jwapp.language`. */
export function saveLanguage(storage: StorageService, language: string): void {
  storage.writeText(STORAGE_KEYS.language, language);
}

/** The supported language a `lng` query parameter asks for, if any: an explicit choice worth remembering. */
export const requestedLanguageOf = (search: string, supported: readonly string[]): string | undefined =>
  matchLanguage(new URLSearchParams(search).get(QUERY_PARAMS.language), supported);
