import type { Config } from '../entities/config';
import { MultipleEntitlementTypesError, MultipleIntegrationsError } from './errors';

/**
 * Only one integration and one entitlement type may be enabled at once (spec 000 §5).
 *
 * An integration is the account/payment back end the app signs users in with. It counts as
 * enabled when the setting that identifies it is filled in (non-blank):
 * - cleeng (subscription-billing provider): `integrations.cleeng.id` (publisher id)
 * - jwp (video-platform provider): `integrations.jwp.clientId`
 * - custom (self-hosted account API): `integrations.custom.apiUrl`
 * - cognito (Cognito-style variant): `integrations.cognito.userPoolId`
 *
 * An entitlement type is where the app asks whether a viewer may watch paid content:
 * - cleeng_offers: the billing provider's offers, `integrations.cleeng.monthlyOffer` or `yearlyOffer`
 * - jwp_access_fees: the video platform's access fees on an asset, `integrations.jwp.assetId`
 * - entitlement_service: an external entitlement host (POST provider, credentials, asset ->
 *   entitled, token), `integrations.custom.entitlementUrl` or `integrations.cognito.entitlementUrl`
 * Two types at once would make the access model (spec §4) and the paywall ambiguous, e.g. a
 * leftover jwp assetId on a cleeng site.
 */
export const CONFIG_INTEGRATION = { CLEENG: 'cleeng', JWP: 'jwp', CUSTOM: 'custom', COGNITO: 'cognito' } as const;
export type ConfigIntegration = (typeof CONFIG_INTEGRATION)[keyof typeof CONFIG_INTEGRATION];

export const ENTITLEMENT_TYPE = {
  CLEENG_OFFERS: 'cleeng_offers',
  JWP_ACCESS_FEES: 'jwp_access_fees',
  ENTITLEMENT_SERVICE: 'entitlement_service',
} as const;
export type EntitlementType = (typeof ENTITLEMENT_TYPE)[keyof typeof ENTITLEMENT_TYPE];

type IntegrationsOf = Pick<Config, 'integrations'>;

const isSet = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/** Every enabled integration, in a fixed order. */
export function getEnabledIntegrations({ integrations }: IntegrationsOf): ConfigIntegration[] {
  const enabled: ConfigIntegration[] = [];
  if (isSet(integrations.cleeng?.id)) enabled.push(CONFIG_INTEGRATION.CLEENG);
  if (isSet(integrations.jwp?.clientId)) enabled.push(CONFIG_INTEGRATION.JWP);
  if (isSet(integrations.custom?.apiUrl)) enabled.push(CONFIG_INTEGRATION.CUSTOM);
  if (isSet(integrations.cognito?.userPoolId)) enabled.push(CONFIG_INTEGRATION.COGNITO);
  return enabled;
}

/**
 * The integration the app runs with, or null for a site without accounts (AVOD). A config that
 * passed `parseConfig` has at most one; otherwise the first in the order above is returned.
 */
export const getEnabledIntegration = (config: IntegrationsOf): ConfigIntegration | null => getEnabledIntegrations(config)[0] ?? null;

/** Every enabled entitlement type, in a fixed order. */
export function getEnabledEntitlementTypes({ integrations }: IntegrationsOf): EntitlementType[] {
  const enabled: EntitlementType[] = [];
  if (isSet(integrations.cleeng?.monthlyOffer) || isSet(integrations.cleeng?.yearlyOffer)) enabled.push(ENTITLEMENT_TYPE.CLEENG_OFFERS);
  if (isSet(integrations.jwp?.assetId)) enabled.push(ENTITLEMENT_TYPE.JWP_ACCESS_FEES);
  if (isSet(integrations.custom?.entitlementUrl) || isSet(integrations.cognito?.entitlementUrl)) {
    enabled.push(ENTITLEMENT_TYPE.ENTITLEMENT_SERVICE);
  }
  return enabled;
}

/** The startup error for a config with more than one integration or entitlement type, else null. */
export function checkSingleIntegration(config: IntegrationsOf): MultipleIntegrationsError | MultipleEntitlementTypesError | null {
  const integrations = getEnabledIntegrations(config);
  if (integrations.length > 1) return new MultipleIntegrationsError(integrations);
  const entitlementTypes = getEnabledEntitlementTypes(config);
  if (entitlementTypes.length > 1) return new MultipleEntitlementTypesError(entitlementTypes);
  return null;
}
