import type { AppConfig } from './appConfig';

/** The local @ott/server (content API, configs, images and the settings file): the development default. */
export const LOCAL_CONTENT_HOST = 'http://127.0.0.1:8080';

/**
 * Build-time variables an app shell reads (set in `.env.local` or the environment of `vite build`);
 * an app passes `import.meta.env`.
 */
export interface AppEnv {
  /** Base URL of the content host. */
  VITE_CONTENT_HOST?: string;
  /** Config loaded when the settings file names no default (an 8-character id or a URL). */
  VITE_DEFAULT_CONFIG_SOURCE?: string;
  /** Full URL of the settings file (`.webapp.ini`). */
  VITE_SETTINGS_URL?: string;
  /** Help link shown on startup errors that carry none. */
  VITE_HELP_URL?: string;
  /** The site's base path (Vite's `BASE_URL`); the logo is `<base>logo.svg`. */
  BASE_URL?: string;
}

/** What an app shell chooses when its build sets no variable. */
export interface AppEnvDefaults {
  defaultConfigSource: string;
  brandName: string;
  /** Default: the local @ott/server, {@link LOCAL_CONTENT_HOST}. */
  defaultContentHost?: string;
  /**
   * Whether the content host's `/.webapp.ini` is read when `VITE_SETTINGS_URL` is unset; default
   * true. False: no settings file (`settingsUrl: null`), so the app's default config is the only one.
   */
  readSettingsByDefault?: boolean;
}

const filled = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** What `OttApp` needs to know about a deployment, from the build's environment; blank variables count as unset. */
export function appConfigFromEnv(env: AppEnv, defaults: AppEnvDefaults): AppConfig {
  const settingsUrl = filled(env.VITE_SETTINGS_URL);
  return {
    contentHost: filled(env.VITE_CONTENT_HOST) ?? defaults.defaultContentHost ?? LOCAL_CONTENT_HOST,
    defaultConfigSource: filled(env.VITE_DEFAULT_CONFIG_SOURCE) ?? defaults.defaultConfigSource,
    settingsUrl: settingsUrl ?? (defaults.readSettingsByDefault === false ? null : undefined),
    helpUrl: filled(env.VITE_HELP_URL),
    brand: { logo: `${env.BASE_URL ?? '/'}logo.svg`, name: defaults.brandName },
  };
}
