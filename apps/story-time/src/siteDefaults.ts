import type { AppEnvDefaults } from '@ott/common';

/**
 * How this site starts when its build sets no variable: the demo catalog's children's config,
 * without a settings file (the content host's `.webapp.ini` names the grown-ups' site as its
 * default, and a settings file's default wins over the app's). Shared by the app
 * (src/appConfig.ts) and its build (vite.config.ts: the preload hints of index.html).
 */
export const SITE_DEFAULTS: AppEnvDefaults = { defaultConfigSource: 'kidstory', brandName: 'Story Time', readSettingsByDefault: false };
