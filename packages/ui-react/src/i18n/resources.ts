import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@ott/common';
import englishFirstScreen from './locales/en/firstScreen';
import { MEDIA_NAMESPACE, type AccountAreaResources, type FirstScreenResources, type LanguageResources, type OnDemandNamespace, type OnDemandResources, type TranslationTree } from './namespaces';

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

/** Every language's account-area namespaces (ACCOUNT_AREA_NAMESPACES), English's included, one chunk per language. */
const accountAreaLoaders: Loaders<AccountAreaResources> = {
  en: () => import('./locales/en/onDemand'),
  es: () => import('./locales/es/onDemand'),
  th: () => import('./locales/th/onDemand'),
  nl: () => import('./locales/nl/onDemand'),
  fr: () => import('./locales/fr/onDemand'),
  de: () => import('./locales/de/onDemand'),
};

/** Every language's media namespace (`video`: the media screens and the player), one chunk per language. */
const mediaLoaders: Loaders<TranslationTree> = {
  en: () => import('./locales/en/video.json'),
  es: () => import('./locales/es/video.json'),
  th: () => import('./locales/th/video.json'),
  nl: () => import('./locales/nl/video.json'),
  fr: () => import('./locales/fr/video.json'),
  de: () => import('./locales/de/video.json'),
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

/** One on-demand namespace of a supported language, from its chunk; rejects like loadFirstScreenResources. */
export async function loadOnDemandNamespace(language: string, namespace: OnDemandNamespace): Promise<TranslationTree> {
  if (namespace === MEDIA_NAMESPACE) return load(mediaLoaders, language);
  return (await load(accountAreaLoaders, language))[namespace];
}

/** All on-demand namespaces of a supported language (ON_DEMAND_NAMESPACES), both chunks. */
export async function loadOnDemandResources(language: string): Promise<OnDemandResources> {
  const [accountArea, media] = await Promise.all([load(accountAreaLoaders, language), load(mediaLoaders, language)]);
  return { ...accountArea, [MEDIA_NAMESPACE]: media };
}

/** All namespaces of a supported language, every chunk. */
export async function loadLanguageResources(language: string): Promise<LanguageResources> {
  const [firstScreen, onDemand] = await Promise.all([loadFirstScreenResources(language), loadOnDemandResources(language)]);
  return { ...firstScreen, ...onDemand };
}
