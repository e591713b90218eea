import { ACCESS_MODEL, NO_PROVIDER_CAPABILITIES, isConfiguredId, type IntegrationModule, type ProviderCapabilities } from '@ott/common';
import { COGNITO_NAME } from './config/name';
import { provideNodeGlobal } from './identity/nodeGlobal';

/** Favorites and watch-history limit of this variant (000 §6, §9). */
export const COGNITO_LIST_LIMIT = 40;

/** The entitlement type a configured entitlement host turns on (000 §5: one per site). */
export const COGNITO_ENTITLEMENT_TYPE = 'cognito_entitlement';

/**
 * The Cognito column of the feature-flag table (000 §6): change password with the old password
 * yes; update email, empty full name, renew, update payment method, export, delete, receipts and
 * notifications no; list limit 40.
 */
export const COGNITO_CAPABILITIES: Readonly<ProviderCapabilities> = {
  ...NO_PROVIDER_CAPABILITIES,
  canChangePasswordWithOldPassword: true,
  listLimit: COGNITO_LIST_LIMIT,
};

export interface CognitoIntegrationOptions {
  /**
   * Development and tests only: the Cognito API endpoint (an emulator on loopback) instead of
   * `https://cognito-idp.{region}.amazonaws.com/`; the site passes its build variable
   * `VITE_COGNITO_ENDPOINT_OVERRIDE` here. Never read from the public config.
   */
  endpointOverride?: string | null;
}

/**
 * The Cognito-style variant as the app's runtime sees it (common's IntegrationModule): enabled by
 * `integrations.cognito.userPoolId`; SVOD (000 §4: the variant's default; viewer tokens switch the
 * site to AVOD at run time); subscriptions managed in the billing portal. The services' code, and
 * Amazon's Cognito library with it, loads only when a config enables this integration.
 */
export function createCognitoIntegration(options: CognitoIntegrationOptions = {}): IntegrationModule {
  return {
    name: COGNITO_NAME,
    isEnabled: (config) => isConfiguredId(config.integrations.cognito?.userPoolId),
    entitlementType: (config) => (isConfiguredId(config.integrations.cognito?.entitlementUrl) ? COGNITO_ENTITLEMENT_TYPE : null),
    capabilities: COGNITO_CAPABILITIES,
    accessModel: () => ACCESS_MODEL.SVOD,
    offerProvider: COGNITO_NAME,
    siteOfferIds: (config) => {
      const { monthlyOffer, yearlyOffer } = config.integrations.cognito ?? {};
      return [monthlyOffer, yearlyOffer].flatMap((id) => (id && isConfiguredId(id) ? [id.trim()] : []));
    },
    customerPortal: (config) => isConfiguredId(config.integrations.cognito?.billingPortalUrl),
    async register(container, config) {
      // Amazon's library, in the services' chunk, needs `global` before it loads.
      provideNodeGlobal();
      const { registerCognitoServices } = await import('./registerServices');
      registerCognitoServices(container, config, { endpointOverride: options.endpointOverride ?? null });
    },
  };
}

/** The module with Cognito's own endpoint (no development override). */
export const cognitoIntegration: IntegrationModule = createCognitoIntegration();
