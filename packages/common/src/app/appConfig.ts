import { SETTINGS_FILE_PATH } from '../config/settings';
import { SUPPORTED_LANGUAGES } from '../constants';

/** The brand an app shell passes in: its logo (URL) and name, shown before and beside the config's site name. */
export interface Brand {
  logo?: string;
  name?: string;
}

/** What an app (apps/web, apps/story-time) tells `OttApp` about its deployment. */
export interface AppConfig {
  /** Config loaded when neither `?app-config=`, storage nor the settings file names one (an 8-character id or a URL). */
  defaultConfigSource?: string;
  /** Base URL of the content host (configs, content API, images); default: the page's origin. */
  contentHost?: string;
  /**
   * URL of the settings file. Default: `/.webapp.ini` on the content host. `null`: no settings
   * file, the app's default source is the only one.
   */
  settingsUrl?: string | null;
  brand?: Brand;
  /** Languages the site offers; default all supported (en, es, th, nl, fr, de). */
  languages?: readonly string[];
  /** Help link shown on startup errors that do not carry their own. */
  helpUrl?: string;
}

export interface ResolvedAppConfig {
  defaultConfigSource: string | undefined;
  contentHost: string;
  settingsUrl: string | null;
  brand: Brand;
  languages: readonly string[];
  helpUrl: string | undefined;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Fills in the defaults; `origin` is the page's own (window.location.origin). */
export function resolveAppConfig(appConfig: AppConfig, origin: string): ResolvedAppConfig {
  const contentHost = withoutTrailingSlash(appConfig.contentHost?.trim() || origin);
  const languages = (appConfig.languages ?? SUPPORTED_LANGUAGES).filter((code) => (SUPPORTED_LANGUAGES as readonly string[]).includes(code));
  return {
    defaultConfigSource: appConfig.defaultConfigSource?.trim() || undefined,
    contentHost,
    settingsUrl: appConfig.settingsUrl === undefined ? `${contentHost}${SETTINGS_FILE_PATH}` : appConfig.settingsUrl,
    brand: appConfig.brand ?? {},
    // A site always speaks at least English.
    languages: languages.length > 0 ? [...new Set(languages)] : ['en'],
    helpUrl: appConfig.helpUrl,
  };
}
