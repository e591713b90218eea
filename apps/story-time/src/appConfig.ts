import { appConfigFromEnv, type AppConfig, type AppEnv } from '@ott/ui-react';

/**
 * What OttApp needs to know about this deployment: the demo catalog's children's site, Story
 * Lantern. Unlike apps/web, no settings file is read unless `VITE_SETTINGS_URL` names one: the
 * content host's `.webapp.ini` names the grown-ups' site as its default, and a settings file's
 * default wins over the app's, so this site runs on its own config alone.
 */
export const createAppConfig = (env: AppEnv): AppConfig =>
  appConfigFromEnv(env, { defaultConfigSource: 'kidstory', brandName: 'Story Time', readSettingsByDefault: false });
