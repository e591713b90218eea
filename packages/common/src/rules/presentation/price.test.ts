import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [6.99, 'EUR', 'en', '€6.99'],
    [6.99, 'EUR', 'nl', '€ 6,99'],
    [6.99, 'EUR', 'de', '6,99 €'],
    [0, 'USD', 'en', '$0.00'],
    [5.5, 'XX1', 'en', 'XX1 5.50'],
  ])('%d %s in %s is %s', (amount, currency, language, text) => {
    expect(formatPrice(amount, currency, language).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
