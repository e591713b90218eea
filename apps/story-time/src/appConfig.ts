import type { AppConfig } from '@ott/ui-react';

/** The local @ott/server: content API, configs and images. */
export const DEFAULT_CONTENT_HOST = 'http://127.0.0.1:8080';
/** The demo catalog's children's site, Story Lantern. */
export const DEFAULT_CONFIG_SOURCE = 'kidstory';
export const BRAND_NAME = 'Story Time';

/** Build-time variables this app reads (set them in `.env.local` or the environment of `vite build`). */
export interface StoryTimeEnv {
  VITE_CONTENT_HOST?: string;
  VITE_DEFAULT_CONFIG_SOURCE?: string;
  /** A settings file to read; by default none, so that the children's config is the only one. */
  VITE_SETTINGS_URL?: string;
  VITE_HELP_URL?: string;
  BASE_URL?: string;
}

const filled = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * What OttApp needs to know about this deployment. Unlike apps/web, no settings file is read by
 * default: the content host's `.webapp.ini` names the grown-ups' site as its default, and a
 * settings file's default wins over the app's, so this site runs on its own config alone.
 */
export function createAppConfig(env: StoryTimeEnv): AppConfig {
  return {
    contentHost: filled(env.VITE_CONTENT_HOST) ?? DEFAULT_CONTENT_HOST,
    defaultConfigSource: filled(env.VITE_DEFAULT_CONFIG_SOURCE) ?? DEFAULT_CONFIG_SOURCE,
    settingsUrl: filled(env.VITE_SETTINGS_URL) ?? null,
    helpUrl: filled(env.VITE_HELP_URL),
    brand: { logo: `${env.BASE_URL ?? '/'}logo.svg`, name: BRAND_NAME },
  };
}
