import type { AppEnvDefaults } from '@ott/common';

/**
 * How this site starts when its build sets no variable: the demo catalog's free, ad-supported
 * config, read through the content host's settings file. Shared by the app (src/appConfig.ts) and
 * its build (vite.config.ts: the preload hints of index.html).
 */
export const SITE_DEFAULTS: AppEnvDefaults = { defaultConfigSource: 'demoavod', brandName: 'OTT Web App' };
