import { ACCESS_MODEL, NO_PROVIDER_CAPABILITIES, isConfiguredId, type IntegrationModule, type ProviderCapabilities } from '@ott/common';
import type { CleengHostOverride } from './config/hosts';
import { configuredOfferIds } from './config/offers';

/** The provider's key under the config's `integrations`, and its prefix in an item's `productIds`. */
export const CLEENG_NAME = 'cleeng';

/** The entitlement type a monthly or yearly offer turns on (spec 000 §5: one per site). */
export const CLEENG_OFFERS_ENTITLEMENT_TYPE = 'cleeng_offers';

/**
 * The subscription-billing column of the feature-flag table (spec 000 §6): update email, empty
 * full name, renew and update payment method yes; export, delete, change password with the old
 * one, receipts and notifications no; list limit 48.
 */
export const CLEENG_CAPABILITIES: Readonly<ProviderCapabilities> = {
  ...NO_PROVIDER_CAPABILITIES,
  canUpdateEmail: true,
  canSupportEmptyFullName: true,
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
};

export interface CleengIntegrationOptions {
  /**
   * Development only: points both provider hosts at a local stand-in (see README, "Development
   * override"); the site passes a build-time variable here. Never read from the public config.
   */
  hostOverride?: CleengHostOverride | null;
}

/**
 * The subscription-billing provider as the app's runtime sees it (common's IntegrationModule):
 * enabled by the publisher id `integrations.cleeng.id`; SVOD when a monthly or yearly offer is
 * set, else AUTHVOD (000 §4); entitlement type `cleeng_offers` with those offers. The services'
 * code loads only when a config enables this integration.
 */
export function createCleengIntegration(options: CleengIntegrationOptions = {}): IntegrationModule {
  return {
    name: CLEENG_NAME,
    isEnabled: (config) => isConfiguredId(config.integrations.cleeng?.id),
    entitlementType: (config) => (configuredOfferIds(config).length > 0 ? CLEENG_OFFERS_ENTITLEMENT_TYPE : null),
    capabilities: CLEENG_CAPABILITIES,
    accessModel: (config) => (configuredOfferIds(config).length > 0 ? ACCESS_MODEL.SVOD : ACCESS_MODEL.AUTHVOD),
    offerProvider: CLEENG_NAME,
    siteOfferIds: configuredOfferIds,
    async register(container, config) {
      const { registerCleengServices } = await import('./registerServices');
      registerCleengServices(container, config, { hostOverride: options.hostOverride ?? null });
    },
  };
}

/** The module with the provider's documented hosts (no development override). */
export const cleengIntegration: IntegrationModule = createCleengIntegration();
