import { describe, expect, it } from 'vitest';
import { effectiveCouponCode, isValidReferrerProductId } from './coupon';

describe('coupon and promotion code: the code sent with the order', () => {
  it.each([
    [{ coupon: 'SAVE10' }, 'SAVE10'],
    [{ coupon: ' SAVE10 ', promotionCode: '' }, 'SAVE10'],
    [{ coupon: 'SAVE10', promotionCode: 'PROMO' }, 'PROMO'],
    [{ coupon: 'SAVE10', promotionCode: ' PROMO ' }, 'PROMO'],
    [{ coupon: 'SAVE10', promotionCode: null }, 'SAVE10'],
    [{ coupon: 'SAVE10', promotionCode: '  ' }, 'SAVE10'],
    [{ promotionCode: 'PROMO' }, 'PROMO'],
    [{ coupon: '  ' }, undefined],
    [{}, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(effectiveCouponCode(input)).toBe(expected);
  });
});

describe('referrer product id', () => {
  it.each([
    ['prod_ABC123', true],
    ['prod_abc', true],
    ['prod_', false],
    ['prod_abc-1', false],
    ['PROD_abc', false],
    ['xprod_abc', false],
    ['prod_abc\n', false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (id, valid) => {
    expect(isValidReferrerProductId(id)).toBe(valid);
  });
});
