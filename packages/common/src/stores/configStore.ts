import { createStore, type StoreApi } from 'zustand/vanilla';
import { getEnabledIntegration, type ConfigIntegration } from '../config/integrations';
import type { Settings } from '../config/settings';
import { SUPPORTED_LANGUAGES } from '../constants';
import type { Config } from '../entities/config';
import type { AppError } from '../errors/AppError';
import { ACCESS_MODEL, selectAccessModel, type AccessModel } from '../rules/accessModel';
import { initialCognitoAccessModel } from '../rules/cognitoAccessModel';
import { detectLanguage, matchLanguage, showsLanguageMenu } from '../rules/presentation/language';

export interface ConfigState {
  config: Config | null;
  /** Derived from the config when it is set; the Cognito variant changes it at run time. */
  accessModel: AccessModel;
  /** The enabled account integration, null on a site without accounts. */
  integration: ConfigIntegration | null;
  settings: Settings | null;
  loading: boolean;
  /** What stopped startup (a StartupError or another AppError); the error screen shows it. */
  error: AppError | null;
  /** Active language code. */
  language: string;
  /** Languages this site offers. */
  supportedLanguages: readonly string[];

  /** A loaded config: derives the integration and access model, ends loading, clears the error. */
  setConfig(config: Config): void;
  setAccessModel(accessModel: AccessModel): void;
  setSettings(settings: Settings | null): void;
  setLoading(loading: boolean): void;
  /** Startup failed (ends loading); null clears the error. */
  setError(error: AppError | null): void;
  /** Switches to a supported language ("es-MX" picks "es"); returns false and changes nothing otherwise. */
  setLanguage(language: string): boolean;
}

export type ConfigStore = StoreApi<ConfigState>;

export interface ConfigStoreOptions {
  /** Start language, e.g. what detectLanguage found; unsupported values fall back to en. */
  language?: string;
  supportedLanguages?: readonly string[];
  /** Whether the store starts in the loading state (the app loads its config at startup). */
  loading?: boolean;
}

/**
 * The access model of a loaded config (spec 000 §4 "Access-model selection"): the provider rule
 * for the subscription-billing and video-platform integrations, the variant's start value for the
 * custom account API (AUTHVOD) and the Cognito-style integration (SVOD), and the config's content
 * protection on a site without accounts.
 */
export function accessModelForConfig(config: Config, integration: ConfigIntegration | null = getEnabledIntegration(config)): AccessModel {
  if (integration === 'custom' || integration === 'cognito') {
    return initialCognitoAccessModel({ customAccountApi: integration === 'custom' }).accessModel;
  }
  return selectAccessModel(config, integration);
}

export function createConfigStore(options: ConfigStoreOptions = {}): ConfigStore {
  const supportedLanguages = options.supportedLanguages ?? SUPPORTED_LANGUAGES;
  // Without a usable start language: en, or the site's first language when it does not offer en.
  const language = matchLanguage(options.language, supportedLanguages) ?? detectLanguage({ supported: supportedLanguages });

  return createStore<ConfigState>()((set) => ({
    config: null,
    // Until a config says otherwise, fail closed: nothing paid is shown as free.
    accessModel: ACCESS_MODEL.SVOD,
    integration: null,
    settings: null,
    loading: options.loading ?? true,
    error: null,
    language,
    supportedLanguages,

    setConfig(config) {
      const integration = getEnabledIntegration(config);
      set({ config, integration, accessModel: accessModelForConfig(config, integration), loading: false, error: null });
    },
    setAccessModel(accessModel) {
      set({ accessModel });
    },
    setSettings(settings) {
      set({ settings });
    },
    setLoading(loading) {
      set({ loading });
    },
    setError(error) {
      set(error ? { error, loading: false } : { error: null });
    },
    setLanguage(requested) {
      const match = matchLanguage(requested, supportedLanguages);
      if (match) set({ language: match });
      return match !== undefined;
    },
  }));
}

/** The language menu appears only when the site offers at least 2 languages. */
export const selectShowsLanguageMenu = (state: Pick<ConfigState, 'supportedLanguages'>): boolean => showsLanguageMenu(state.supportedLanguages);
