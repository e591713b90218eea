import { describe, expect, it } from 'vitest';
import { cardExpiryText, formatBillingDate, formatPrice, receiptFileName } from './billing';

describe('billing presentation', () => {
  it.each([
    [10, 'EUR', 'en', '€10.00'],
    [10, 'usd', 'en', '$10.00'],
    [10, null, 'en', '€10.00'],
    [9.5, 'EUR', 'de', '9,50\u00a0€'],
    [10, 'XYZ1', 'en', '10.00 XYZ1'],
  ])('%s %s in %s is %s', (amount, currency, language, expected) => {
    expect(formatPrice(amount, currency, language)).toBe(expected);
  });

  it('writes a date given in seconds in the viewer language', () => {
    expect(formatBillingDate(Date.UTC(2030, 0, 15, 12) / 1000, 'en')).toBe('January 15, 2030');
  });

  it.each([
    ['12/2030', '12/30'],
    ['3/27', '03/27'],
    [' 01 / 2029 ', '01/29'],
    ['13/2030', undefined],
    ['2030-12', undefined],
    [undefined, undefined],
  ])('card expiry %s shows as %s', (value, expected) => {
    expect(cardExpiryText(value)).toBe(expected);
  });

  it('names a receipt receipt_{id}.pdf', () => {
    expect(receiptFileName('T42')).toBe('receipt_T42.pdf');
  });
});
