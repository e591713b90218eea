import { ACCESS_MODEL, CONTENT_TYPE, configuredIntegrations, decideMediaAccess, initialAccessModel, type AccessModel, type Config, type IntegrationModule } from '@ott/common';
import { cleengIntegration } from '@ott/integration-cleeng';
import { jwpIntegration } from '@ott/integration-jwp';
import type { CatalogItem } from '../catalog/schemas';
import type { PlanAccess } from './PlanAccess';

/** Other providers' integrations whose access-model rule this server applies: the sites' own modules, so both sides agree. */
export const SERVER_INTEGRATIONS: readonly IntegrationModule[] = [cleengIntegration, jwpIntegration];

/**
 * The access model a catalog config runs under, as the app decides it (000 §4): the custom account
 * API (this server's own) means AUTHVOD; another provider's own rule where this server has its
 * module (the billing provider: SVOD with a monthly or yearly offer, else AUTHVOD); a provider it
 * has no module for: SVOD (closed until the plan seam says otherwise); no provider: the config's
 * content protection.
 */
export function accessModelOfConfig(config: Config, integrations: readonly IntegrationModule[] = SERVER_INTEGRATIONS): AccessModel {
  const providers = configuredIntegrations(config);
  if (providers.includes('custom')) return ACCESS_MODEL.AUTHVOD;
  const known = new Set(integrations.map((module) => module.name));
  if (providers.some((name) => !known.has(name))) return ACCESS_MODEL.SVOD;
  return initialAccessModel(config, integrations.find((module) => module.isEnabled(config)) ?? null);
}

/** Whether an item plays anything (a clip, a live channel, a live event). */
export const isPlayable = (item: CatalogItem): boolean =>
  item.clip !== undefined || (item.contentType === CONTENT_TYPE.LIVE_CHANNEL && item.live !== undefined) || item.event !== undefined;

/** Free (000 §6): the free flag true, or requiresSubscription false. The shared rule decides. */
export const isFreeItem = (item: CatalogItem): boolean => decideMediaAccess(item, { accessModel: ACCESS_MODEL.AVOD, isLoggedIn: false, hasActiveSubscription: false }).free;

/** Protected: plays something and is not free. Everything else is open (no token, no signature). */
export const isProtectedItem = (item: CatalogItem): boolean => isPlayable(item) && !isFreeItem(item);

/** Countries (ISO 3166-1 alpha-2) where an item is not shown. */
export const geoBlockedCountriesOf = (item: CatalogItem): readonly string[] => item.geoBlockedCountries ?? [];

/** Protected or geo-blocked items play through paths that name the item, so the server can check per item. */
export const isItemBound = (item: CatalogItem): boolean => isProtectedItem(item) || geoBlockedCountriesOf(item).length > 0;

export interface EntitlementQuestion {
  item: CatalogItem;
  accessModel: AccessModel;
  /** The signed-in viewer (verified by the server), or undefined for an anonymous caller. */
  userId: string | undefined;
  plans: PlanAccess;
  /**
   * The billing provider whose offers count (its prefix in `productIds`), as the app's integration
   * module filters them (`offerProvider`): another provider's offers cannot be sold on that site.
   * Undefined: every offer of the item counts.
   */
  offerProvider?: string | undefined;
}

/**
 * May this caller watch this item (000 §6 "Media access", 001 §7.2)? The same rule as the app's:
 * free items always; AVOD unless the item has offers; AUTHVOD when signed in (offers only if the
 * item has them); SVOD with an active subscription (and a premier offer where one exists); or an
 * offer of the item granted to the viewer. The plan seam is asked only for a signed-in viewer.
 */
export async function decideEntitlement(question: EntitlementQuestion): Promise<boolean> {
  const { item, accessModel, userId, plans } = question;
  const provider = question.offerProvider === undefined ? {} : { provider: question.offerProvider };
  const anonymous = decideMediaAccess(item, { accessModel, isLoggedIn: userId !== undefined, hasActiveSubscription: false, ...provider });
  if (anonymous.entitled || userId === undefined) return anonymous.entitled;
  const offerIds = anonymous.mediaOffers.map((offer) => offer.offerId);
  const [hasActiveSubscription, grantedOfferIds] = await Promise.all([
    accessModel === ACCESS_MODEL.SVOD ? plans.hasActiveSubscription(userId) : Promise.resolve(false),
    offerIds.length > 0 ? plans.grantedOffers(userId, offerIds) : Promise.resolve([]),
  ]);
  return decideMediaAccess(item, { accessModel, isLoggedIn: true, hasActiveSubscription, grantedOfferIds, ...provider }).entitled;
}
