/** Translation namespaces of spec 000 §1: one JSON file per namespace per language. */
export const NAMESPACES = [
  'account',
  'common',
  'cookiebanner',
  'country',
  'demo',
  'epg',
  'error',
  'menu',
  'search',
  'us_state',
  'user',
  'video',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Keys without a namespace prefix (`t('loading')`) are looked up here. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** A nested JSON object of strings, as a namespace file holds. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** All namespaces of one language. */
export type LanguageResources = Record<Namespace, TranslationTree>;
