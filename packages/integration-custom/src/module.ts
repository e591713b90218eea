import { ACCESS_MODEL, NO_PROVIDER_CAPABILITIES, isConfiguredId, type IntegrationModule } from '@ott/common';

/** The entitlement type a configured entitlement host turns on (spec 000 §5: one per site). */
export const ENTITLEMENT_SERVICE_TYPE = 'entitlement_service';

/**
 * The custom account API as the app's runtime sees it (common's IntegrationModule): enabled by
 * `integrations.custom.apiUrl`, AUTHVOD (signing in is the access, spec 000 §4), and the custom
 * column of the feature-flag table (000 §6; "empty full name" is not shown there: decided yes,
 * accounts are made from email and password alone). The services' code loads only when a config
 * enables this integration.
 */
export const customIntegration: IntegrationModule = {
  name: 'custom',
  isEnabled: (config) => isConfiguredId(config.integrations.custom?.apiUrl),
  entitlementType: (config) => (isConfiguredId(config.integrations.custom?.entitlementUrl) ? ENTITLEMENT_SERVICE_TYPE : null),
  // Everything off but "empty full name"; the default list limit (48).
  capabilities: { ...NO_PROVIDER_CAPABILITIES, canSupportEmptyFullName: true },
  accessModel: () => ACCESS_MODEL.AUTHVOD,
  // The content host's access bridge takes this API's access token: signed-in viewers get access tokens.
  accessBridge: true,
  async register(container, config) {
    const { registerCustomServices } = await import('./registerServices');
    registerCustomServices(container, config);
  },
};
