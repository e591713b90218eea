import { appConfigFromEnv, type AppConfig, type AppEnv } from '@ott/common';
import { SITE_DEFAULTS } from './siteDefaults';

/**
 * What OttApp needs to know about this deployment, from the build's environment (variables in
 * README.md): the demo catalog's free, ad-supported site, and the content host's settings file.
 */
export const createAppConfig = (env: AppEnv): AppConfig => appConfigFromEnv(env, SITE_DEFAULTS);
