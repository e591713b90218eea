import { appConfigFromEnv, type AppConfig, type AppEnv } from '@ott/common';
import { SITE_DEFAULTS } from './siteDefaults';

/**
 * What OttApp needs to know about this deployment: the demo catalog's children's site, Story
 * Lantern, on its own config without a settings file unless `VITE_SETTINGS_URL` names one
 * (see siteDefaults.ts).
 */
export const createAppConfig = (env: AppEnv): AppConfig => appConfigFromEnv(env, SITE_DEFAULTS);
