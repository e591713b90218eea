import { OFFER_TYPE, type Offer } from '@ott/common';
import type { TFunction } from 'i18next';

/** Period words the account namespace translates (choose_offer.periods.*). */
const PERIODS = new Set(['hour', 'day', 'week', 'month', 'year']);

/**
 * The line under an offer's price: "/ month" for a subscription, "3 days access" for a pass
 * (spec 000 §3 Offer: period, durationPeriod, durationAmount); empty when the provider says nothing.
 */
export function offerTermLabel(offer: Offer, t: TFunction<'account'>): string {
  if (offer.type === OFFER_TYPE.SUBSCRIPTION) {
    return offer.period && PERIODS.has(offer.period) ? t(`choose_offer.per_period.${offer.period as 'month'}`) : '';
  }
  const period = offer.durationPeriod?.toLowerCase().replace(/s$/, '');
  if (!period || !PERIODS.has(period)) return '';
  const count = offer.durationAmount ?? 1;
  return t('choose_offer.tvod_access', { count, period: t(`choose_offer.periods.${period as 'day'}`, { count }) });
}

/** The free start of a subscription ("First 7 days free"), if it has one. */
export function offerTrialLabel(offer: Offer, t: TFunction<'account'>): string | undefined {
  if (offer.type !== OFFER_TYPE.SUBSCRIPTION) return undefined;
  if (offer.freeDays) return t('choose_offer.benefits.first_days_free', { count: offer.freeDays });
  if (offer.freePeriods && offer.period && PERIODS.has(offer.period)) {
    return t('choose_offer.benefits.first_periods_free', { count: offer.freePeriods, period: t(`choose_offer.periods.${offer.period as 'month'}`, { count: offer.freePeriods }) });
  }
  return undefined;
}
