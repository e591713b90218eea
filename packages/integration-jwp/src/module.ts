import { ACCESS_MODEL, NO_PROVIDER_CAPABILITIES, isConfiguredId, type IntegrationModule, type ProviderCapabilities } from '@ott/common';
import { resolveAssetId } from './config/assetId';
import type { JwpHostOverride } from './config/hosts';

/** The provider's key under the config's `integrations`, and its prefix in an item's `productIds`. */
export const JWP_NAME = 'jwp';

/** The entitlement type the site's subscription asset turns on (spec 000 §5: one per site). */
export const JWP_ASSET_ENTITLEMENT_TYPE = 'jwp_asset';

/** Register source of the platform's own sign-up; any other source is external (000 §6). */
export const JWP_REGISTER_SOURCES = ['inplayer'] as const;

/**
 * The video-platform column of the feature-flag table (spec 000 §6): export, delete, change
 * password with the old one, receipts and notifications yes; update email, empty full name, renew
 * and update payment method no; list limit 48.
 */
export const JWP_CAPABILITIES: Readonly<ProviderCapabilities> = {
  ...NO_PROVIDER_CAPABILITIES,
  canExportAccountData: true,
  canDeleteAccount: true,
  canChangePasswordWithOldPassword: true,
  canShowReceipts: true,
  hasNotifications: true,
  listLimit: 48,
};

export interface JwpIntegrationOptions {
  /**
   * Development only: one base URL replacing the platform's host (see README, "Development
   * override"); the site passes a build-time variable here. Never read from the public config.
   */
  hostOverride?: JwpHostOverride | null;
}

/**
 * The video-platform provider as the app's runtime sees it (common's IntegrationModule): enabled
 * by the client id `integrations.jwp.clientId`; SVOD when a subscription asset
 * (`integrations.jwp.assetId`) is set, else AUTHVOD (000 §4). The services' code loads only when a
 * config enables this integration.
 */
export function createJwpIntegration(options: JwpIntegrationOptions = {}): IntegrationModule {
  return {
    name: JWP_NAME,
    isEnabled: (config) => {
      const clientId = config.integrations.jwp?.clientId;
      return typeof clientId === 'string' && isConfiguredId(clientId);
    },
    entitlementType: (config) => (resolveAssetId(config) ? JWP_ASSET_ENTITLEMENT_TYPE : null),
    capabilities: JWP_CAPABILITIES,
    accessModel: (config) => (resolveAssetId(config) ? ACCESS_MODEL.SVOD : ACCESS_MODEL.AUTHVOD),
    offerProvider: JWP_NAME,
    siteOfferIds: (config) => {
      const assetId = resolveAssetId(config);
      return assetId ? [assetId] : [];
    },
    ownRegisterSources: JWP_REGISTER_SOURCES,
    async register(container, config) {
      const { registerJwpServices } = await import('./registerServices');
      registerJwpServices(container, config, { hostOverride: options.hostOverride ?? null });
    },
  };
}

/** The module with the platform's documented hosts (no development override). */
export const jwpIntegration: IntegrationModule = createJwpIntegration();
