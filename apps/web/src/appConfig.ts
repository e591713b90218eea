import type { AppConfig } from '@ott/ui-react';

/** The local @ott/server: content API, configs and the settings file. */
export const DEFAULT_CONTENT_HOST = 'http://127.0.0.1:8080';
/** The demo catalog's free, ad-supported site. */
export const DEFAULT_CONFIG_SOURCE = 'demoavod';

/** Build-time variables this app reads (set them in `.env.local` or the environment of `vite build`). */
export interface WebEnv {
  VITE_CONTENT_HOST?: string;
  VITE_DEFAULT_CONFIG_SOURCE?: string;
  /** Full URL of the settings file; default `/.webapp.ini` on the content host. */
  VITE_SETTINGS_URL?: string;
  VITE_HELP_URL?: string;
  BASE_URL?: string;
}

const filled = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** What OttApp needs to know about this deployment, from the build's environment. */
export function createAppConfig(env: WebEnv): AppConfig {
  return {
    contentHost: filled(env.VITE_CONTENT_HOST) ?? DEFAULT_CONTENT_HOST,
    defaultConfigSource: filled(env.VITE_DEFAULT_CONFIG_SOURCE) ?? DEFAULT_CONFIG_SOURCE,
    settingsUrl: filled(env.VITE_SETTINGS_URL),
    helpUrl: filled(env.VITE_HELP_URL),
    brand: { logo: `${env.BASE_URL ?? '/'}logo.svg`, name: 'OTT Web App' },
  };
}
