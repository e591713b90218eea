import { nowMs, type Now } from './parseIsoDate';

export type SwitchDirection = 'upgrade' | 'downgrade';

/** Price fields of an offer; the price the customer pays (incl. tax) wins over the list price. */
export interface PlanPriceInput {
  customerPriceInclTax?: number | null;
  offerPrice?: number | null;
  customerCurrency?: string | null;
  offerCurrency?: string | null;
}

export interface CurrentPlanInput extends PlanPriceInput {
  period?: string | null;
}

const priceOf = (plan: PlanPriceInput): number | undefined =>
  [plan.customerPriceInclTax, plan.offerPrice].find((price): price is number => typeof price === 'number' && Number.isFinite(price));

const currencyOf = (plan: PlanPriceInput): string | undefined => (plan.customerCurrency ?? plan.offerCurrency ?? undefined)?.toUpperCase();

/**
 * Switch direction (spec 000 §4 "Plan change"): upgrade when the chosen offer costs more than the
 * current one, otherwise downgrade (an equal price is a downgrade). When the prices cannot be
 * compared (one is missing, or they are in different currencies) the current period decides:
 * monthly moves up to yearly (upgrade), anything else is a downgrade.
 */
export function planSwitchDirection(current: CurrentPlanInput, chosen: PlanPriceInput): SwitchDirection {
  const currentPrice = priceOf(current);
  const chosenPrice = priceOf(chosen);
  const currentCurrency = currencyOf(current);
  const chosenCurrency = currencyOf(chosen);
  const comparable = currentPrice !== undefined && chosenPrice !== undefined && (!currentCurrency || !chosenCurrency || currentCurrency === chosenCurrency);

  if (comparable) return chosenPrice > currentPrice ? 'upgrade' : 'downgrade';
  return current.period?.trim().toLowerCase() === 'month' ? 'upgrade' : 'downgrade';
}

export interface SwitchingSubscription extends CurrentPlanInput {
  subscriptionId: string;
  /** Seconds. */
  expiresAt: number;
}

export type PlanSwitch =
  | { direction: 'upgrade'; toOfferId: string }
  | { direction: 'downgrade'; toOfferId: string; subscriptionId: string; pendingUntil: number };

/**
 * What a switch does: an upgrade applies now; a downgrade is recorded as pending until the
 * current subscription expires (`pendingUntil`, seconds), so the viewer keeps what they paid for.
 */
export function planSwitch(current: SwitchingSubscription, chosen: PlanPriceInput & { offerId: string }): PlanSwitch {
  return planSwitchDirection(current, chosen) === 'upgrade'
    ? { direction: 'upgrade', toOfferId: chosen.offerId }
    : { direction: 'downgrade', toOfferId: chosen.offerId, subscriptionId: current.subscriptionId, pendingUntil: current.expiresAt };
}

/**
 * Key of the customer metadata entry that records a pending downgrade for one subscription; its
 * value is the target offer id.
 */
export const pendingDowngradeMetadataKey = (subscriptionId: string): string => `${subscriptionId}_pending_downgrade`;

/** The metadata entry to save for a downgrade; none for an upgrade. */
export const pendingDowngradeMetadata = (change: PlanSwitch): Record<string, string> =>
  change.direction === 'downgrade' ? { [pendingDowngradeMetadataKey(change.subscriptionId)]: change.toOfferId } : {};

/** An offer id without its country suffix (`S123_NL` and `S123` name the same offer). */
const baseOfferId = (offerId: string): string => offerId.trim().replace(/_[A-Z]{2}$/, '');

/**
 * The offer a subscription is pending a downgrade to, while the current period runs; undefined
 * when none is recorded or the switch has happened: the subscription has expired, or the provider
 * renewed it in place on the target offer.
 */
export function pendingDowngradeOfferId(
  metadata: Readonly<Record<string, unknown>> | null | undefined,
  subscription: { subscriptionId: string; expiresAt: number; offerId?: string },
  now: Now,
): string | undefined {
  const value = metadata?.[pendingDowngradeMetadataKey(subscription.subscriptionId)];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (subscription.offerId !== undefined && baseOfferId(subscription.offerId) === baseOfferId(value)) return undefined;
  return subscription.expiresAt * 1000 > nowMs(now) ? value.trim() : undefined;
}
