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

/**
 * The namespaces of the page frame and the home: English ships in the first load, another language
 * loads them before the app switches to it. Every component of the first load uses only these.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'cookiebanner', 'error', 'menu', 'search', 'video'] as const satisfies readonly Namespace[];
export type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];

/** The others (accounts, the guide, countries): one chunk per language, loaded when a component first asks for one of them. */
export const ON_DEMAND_NAMESPACES = ['account', 'country', 'demo', 'epg', 'us_state', 'user'] as const satisfies readonly Namespace[];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

/** Keys without a namespace prefix (`t('loading')`) are looked up here. */
export const DEFAULT_NAMESPACE: FirstScreenNamespace = 'common';

/** A nested JSON object of strings, as a namespace file holds. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** All namespaces of one language. */
export type LanguageResources = Record<Namespace, TranslationTree>;
export type FirstScreenResources = Record<FirstScreenNamespace, TranslationTree>;
export type OnDemandResources = Record<OnDemandNamespace, TranslationTree>;
