import { appConfigFromEnv, type AppConfig, type AppEnv } from '@ott/ui-react';

/**
 * What OttApp needs to know about this deployment, from the build's environment (variables in
 * README.md): the demo catalog's free, ad-supported site, and the content host's settings file.
 */
export const createAppConfig = (env: AppEnv): AppConfig => appConfigFromEnv(env, { defaultConfigSource: 'demoavod', brandName: 'OTT Web App' });
