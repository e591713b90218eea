import { createStore, type StoreApi } from 'zustand/vanilla';
import { SUPPORTED_LANGUAGES } from '../constants';
import type { ViewerToken } from '../entities/auth';
import { ACCESS_MODEL, type AccessModel } from '../rules/accessModel';
import { detectLanguage, matchLanguage, showsLanguageMenu } from '../rules/presentation/language';

/**
 * What of a running site changes while it runs: the access model (an integration may switch it,
 * spec 000 §4), the viewer token that switched it to AVOD, and the active language. The config itself lives in the app runtime's state.
 */
export interface SiteState {
  accessModel: AccessModel;
  /** Active language code. */
  language: string;
  /** Languages this site offers. */
  supportedLanguages: readonly string[];
  /** The loaded viewer token of a viewer-token user (000 §3), null otherwise; entitlement calls send its jwt. */
  viewerToken: ViewerToken | null;

  setAccessModel(accessModel: AccessModel): void;
  setViewerToken(viewerToken: ViewerToken | null): void;
  /** Switches to a supported language ("es-MX" picks "es"); returns false and changes nothing otherwise. */
  setLanguage(language: string): boolean;
}

export type SiteStore = StoreApi<SiteState>;

export interface SiteStoreOptions {
  /** The access model the site starts with; default SVOD, so nothing paid is shown as free by mistake. */
  accessModel?: AccessModel;
  /** Start language, e.g. what detectLanguage found; unsupported values fall back to en. */
  language?: string;
  supportedLanguages?: readonly string[];
}

export function createSiteStore(options: SiteStoreOptions = {}): SiteStore {
  const supportedLanguages = options.supportedLanguages ?? SUPPORTED_LANGUAGES;
  // Without a usable start language: en, or the site's first language when it does not offer en.
  const language = matchLanguage(options.language, supportedLanguages) ?? detectLanguage({ supported: supportedLanguages });

  return createStore<SiteState>()((set) => ({
    accessModel: options.accessModel ?? ACCESS_MODEL.SVOD,
    language,
    supportedLanguages,
    viewerToken: null,

    setAccessModel(accessModel) {
      set({ accessModel });
    },
    setViewerToken(viewerToken) {
      set({ viewerToken });
    },
    setLanguage(requested) {
      const match = matchLanguage(requested, supportedLanguages);
      if (match) set({ language: match });
      return match !== undefined;
    },
  }));
}

/** The language menu appears only when the site offers at least 2 languages. */
export const selectShowsLanguageMenu = (state: Pick<SiteState, 'supportedLanguages'>): boolean => showsLanguageMenu(state.supportedLanguages);
