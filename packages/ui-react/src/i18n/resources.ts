import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@ott/common';
import en from './locales/en';
import type { LanguageResources } from './namespaces';

/** English ships in the first-load bundle: it is the default and the fallback of every key. */
export const englishResources: LanguageResources = en;

/**
 * The other languages are loaded on demand, one chunk per language, so that a visitor downloads
 * only the language they read. One explicit import per language keeps every bundler splitting them.
 */
const loaders: Readonly<Record<string, () => Promise<{ default: LanguageResources }>>> = {
  es: () => import('./locales/es'),
  th: () => import('./locales/th'),
  nl: () => import('./locales/nl'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
};

export const isSupportedLanguage = (language: string): boolean => (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

/** All namespaces of one supported language; rejects for an unknown language or a failed chunk load. */
export async function loadLanguageResources(language: string): Promise<LanguageResources> {
  if (language === DEFAULT_LANGUAGE) return englishResources;
  const load = loaders[language];
  if (!load) throw new Error(`Unsupported language "${language}"`);
  return (await load()).default;
}
