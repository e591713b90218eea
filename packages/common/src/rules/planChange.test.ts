import { describe, expect, it } from 'vitest';
import {
  pendingDowngradeMetadata,
  pendingDowngradeMetadataKey,
  pendingDowngradeOfferId,
  planSwitch,
  planSwitchDirection,
  type CurrentPlanInput,
  type PlanPriceInput,
} from './planChange';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const EXPIRES = NOW / 1000 + 30 * 24 * 3600;

describe('planSwitchDirection', () => {
  it.each<[string, CurrentPlanInput, PlanPriceInput, string]>([
    ['monthly 9.99 to yearly 99.99', { customerPriceInclTax: 9.99, period: 'month' }, { customerPriceInclTax: 99.99 }, 'upgrade'],
    ['yearly 99.99 to monthly 9.99', { customerPriceInclTax: 99.99, period: 'year' }, { customerPriceInclTax: 9.99 }, 'downgrade'],
    ['same price is a downgrade', { customerPriceInclTax: 9.99, period: 'month' }, { customerPriceInclTax: 9.99 }, 'downgrade'],
    ['list price used when customer price is missing', { offerPrice: 5 }, { offerPrice: 6 }, 'upgrade'],
    ['customer price wins over list price', { customerPriceInclTax: 10, offerPrice: 1 }, { customerPriceInclTax: 8, offerPrice: 20 }, 'downgrade'],
    ['unknown chosen price, current period month', { customerPriceInclTax: 9.99, period: 'month' }, {}, 'upgrade'],
    ['unknown prices, current period year', { period: 'year' }, {}, 'downgrade'],
    ['unknown prices, no period', {}, {}, 'downgrade'],
    ['NaN price is unknown', { customerPriceInclTax: Number.NaN, period: 'Month' }, { customerPriceInclTax: 1 }, 'upgrade'],
    [
      'different currencies fall back to the period',
      { customerPriceInclTax: 100, customerCurrency: 'SEK', period: 'month' },
      { customerPriceInclTax: 20, customerCurrency: 'eur' },
      'upgrade',
    ],
    ['same currency in different case compares prices', { offerPrice: 100, offerCurrency: 'eur', period: 'month' }, { offerPrice: 20, offerCurrency: 'EUR' }, 'downgrade'],
  ])('%s', (_name, current, chosen, expected) => {
    expect(planSwitchDirection(current, chosen)).toBe(expected);
  });
});

describe('planSwitch and the pending downgrade', () => {
  const monthly = { subscriptionId: 'sub-1', expiresAt: EXPIRES, customerPriceInclTax: 9.99, period: 'month' };
  const yearly = { subscriptionId: 'sub-2', expiresAt: EXPIRES, customerPriceInclTax: 99.99, period: 'year' };

  it('applies an upgrade now and records nothing', () => {
    const change = planSwitch(monthly, { offerId: 'S-year', customerPriceInclTax: 99.99 });
    expect(change).toEqual({ direction: 'upgrade', toOfferId: 'S-year' });
    expect(pendingDowngradeMetadata(change)).toEqual({});
  });

  it('records a downgrade as pending until the expiry date', () => {
    const change = planSwitch(yearly, { offerId: 'S-month', customerPriceInclTax: 9.99 });
    expect(change).toEqual({ direction: 'downgrade', toOfferId: 'S-month', subscriptionId: 'sub-2', pendingUntil: EXPIRES });
    expect(pendingDowngradeMetadataKey('sub-2')).toBe('sub-2_pending_downgrade');
    expect(pendingDowngradeMetadata(change)).toEqual({ 'sub-2_pending_downgrade': 'S-month' });
  });

  it.each<[string, string, string, string | undefined]>([
    ['still on the old plan: pending', 'S-year_NL', 'S-month_NL', 'S-month_NL'],
    ['renewed in place on the target: done', 'S-month_NL', 'S-month_NL', undefined],
    ['the target in the other id form: done', 'S-month', 'S-month_NL', undefined],
  ])('%s', (_name, offerId, target, expected) => {
    expect(pendingDowngradeOfferId({ 'sub-2_pending_downgrade': target }, { subscriptionId: 'sub-2', expiresAt: EXPIRES, offerId }, NOW)).toBe(expected);
  });

  it.each<[string, Record<string, unknown> | null, number, string | undefined]>([
    ['pending while the period runs', { 'sub-2_pending_downgrade': 'S-month' }, EXPIRES, 'S-month'],
    ['no longer pending once expired', { 'sub-2_pending_downgrade': 'S-month' }, NOW / 1000 - 1, undefined],
    ['another subscription’s entry', { 'sub-9_pending_downgrade': 'S-month' }, EXPIRES, undefined],
    ['blank entry', { 'sub-2_pending_downgrade': ' ' }, EXPIRES, undefined],
    ['non-text entry', { 'sub-2_pending_downgrade': 42 }, EXPIRES, undefined],
    ['no metadata', null, EXPIRES, undefined],
  ])('%s', (_name, metadata, expiresAt, expected) => {
    expect(pendingDowngradeOfferId(metadata, { subscriptionId: 'sub-2', expiresAt }, NOW)).toBe(expected);
  });
});
