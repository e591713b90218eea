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
 * loads them before the app switches to it. Every component of the first load uses only these (the
 * card's words are `common:media.*` for that).
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'cookiebanner', 'error', 'menu', 'search'] as const satisfies readonly Namespace[];
export type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];

/** The media screens' and the player's words: a chunk of their own per language, loaded when a component first asks for them. */
export const MEDIA_NAMESPACE = 'video' satisfies Namespace;

/** The account area's, the guide's, the country lists' and the template pages' (about, licenses: `demo`) words: one chunk per language, loaded when a component first asks for one of them. */
export const ACCOUNT_AREA_NAMESPACES = ['account', 'country', 'demo', 'epg', 'us_state', 'user'] as const satisfies readonly Namespace[];
export type AccountAreaNamespace = (typeof ACCOUNT_AREA_NAMESPACES)[number];

/** The namespaces that are not in the first load. */
export const ON_DEMAND_NAMESPACES = [...ACCOUNT_AREA_NAMESPACES, MEDIA_NAMESPACE] as const;
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
export type AccountAreaResources = Record<AccountAreaNamespace, TranslationTree>;
