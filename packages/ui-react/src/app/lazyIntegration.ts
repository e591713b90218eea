import type { IntegrationModule, IntegrationType } from '@ott/common';

/**
 * An integration whose code is downloaded only when the config enables it: a site without accounts
 * (AVOD) never loads it, and its first load stays small. `registerIntegration` awaits the module's
 * registration, so the app simply starts a little later on a site that uses it.
 *
 * ```ts
 * lazyIntegration('custom', () => import('@ott/integration-custom').then((module) => module.customIntegration))
 * ```
 */
export function lazyIntegration(type: IntegrationType, load: () => Promise<IntegrationModule>): IntegrationModule {
  return {
    type,
    register: async (container, config) => {
      const module = await load();
      if (module.type !== type) throw new Error(`lazyIntegration('${type}') loaded the "${module.type}" integration`);
      await module.register(container, config);
    },
  };
}
