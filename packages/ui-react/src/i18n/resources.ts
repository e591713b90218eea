import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@ott/common';
import englishFirstScreen from './locales/en/firstScreen';
import type { FirstScreenResources, LanguageResources, OnDemandResources } from './namespaces';

/** English's first-screen namespaces ship in the first-load bundle: English is the default and the fallback of every key. */
export const englishFirstScreenResources: FirstScreenResources = englishFirstScreen;

type Loaders<Resources> = Readonly<Record<string, () => Promise<{ default: Resources }>>>;

/**
 * The other languages' first-screen namespaces, one chunk per language, so that a visitor
 * downloads only the language they read. One explicit import per language keeps every bundler
 * splitting them.
 */
const firstScreenLoaders: Loaders<FirstScreenResources> = {
  es: () => import('./locales/es/firstScreen'),
  th: () => import('./locales/th/firstScreen'),
  nl: () => import('./locales/nl/firstScreen'),
  fr: () => import('./locales/fr/firstScreen'),
  de: () => import('./locales/de/firstScreen'),
};

/** Every language's on-demand namespaces, English's included, one chunk per language. */
const onDemandLoaders: Loaders<OnDemandResources> = {
  en: () => import('./locales/en/onDemand'),
  es: () => import('./locales/es/onDemand'),
  th: () => import('./locales/th/onDemand'),
  nl: () => import('./locales/nl/onDemand'),
  fr: () => import('./locales/fr/onDemand'),
  de: () => import('./locales/de/onDemand'),
};

export const isSupportedLanguage = (language: string): boolean => (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

async function load<Resources>(loaders: Loaders<Resources>, language: string): Promise<Resources> {
  const loader = loaders[language];
  if (!loader) throw new Error(`Unsupported language "${language}"`);
  return (await loader()).default;
}

/** The first-screen namespaces of a supported language; rejects for an unknown language or a failed chunk load. */
export const loadFirstScreenResources = (language: string): Promise<FirstScreenResources> =>
  language === DEFAULT_LANGUAGE ? Promise.resolve(englishFirstScreenResources) : load(firstScreenLoaders, language);

/** The on-demand namespaces of a supported language (ON_DEMAND_NAMESPACES); rejects like loadFirstScreenResources. */
export const loadOnDemandResources = (language: string): Promise<OnDemandResources> => load(onDemandLoaders, language);

/** All namespaces of a supported language, both chunks. */
export async function loadLanguageResources(language: string): Promise<LanguageResources> {
  const [firstScreen, onDemand] = await Promise.all([loadFirstScreenResources(language), loadOnDemandResources(language)]);
  return { ...firstScreen, ...onDemand };
}
