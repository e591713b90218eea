import type { OfferSeed } from '../seed';

const SECONDS = { hour: 3600, day: 86_400, week: 7 * 86_400 } as const;

/** `from` (epoch seconds) moved on by `amount` periods; months and years follow the calendar (UTC). */
export function addPeriod(from: number, period: 'hour' | 'day' | 'week' | 'month' | 'year', amount = 1): number {
  if (period === 'month' || period === 'year') {
    const date = new Date(from * 1000);
    if (period === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
    else date.setUTCFullYear(date.getUTCFullYear() + amount);
    return Math.floor(date.getTime() / 1000);
  }
  return from + SECONDS[period] * amount;
}

/** When access bought now ends: one period of a subscription, or the whole duration of a pass or rental. */
export function accessEndsAt(offer: OfferSeed, from: number): number {
  if (offer.period !== undefined) return addPeriod(from, offer.period);
  return addPeriod(from, offer.durationPeriod ?? 'day', offer.durationAmount ?? 1);
}
