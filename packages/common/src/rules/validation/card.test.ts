import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './cardBrand';
import type { CardBrand } from './cardBrand';
import { formatCvc, isValidCvc } from './cardCvc';
import { formatCardExpiry, isValidCardExpiry, parseCardExpiry, splitCardExpiry } from './cardExpiry';
import { formatCardNumber, isValidCardNumber, passesLuhn } from './cardNumber';

/** Appends the Luhn check digit, to make valid numbers of any length in tests. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

describe('card brand and number', () => {
  it.each<[string, CardBrand | undefined, boolean]>([
    ['4242 4242 4242 4242', 'visa', true],
    ['4222222222222', 'visa', true],
    [withCheckDigit('400000000000000000'), 'visa', true],
    ['5555-5555-5555-4444', 'mastercard', true],
    ['2223003122003222', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['6011111111111117', 'discover', true],
    ['6445644564456445', 'discover', true],
    ['30569309025904', 'diners', true],
    ['36227206271667', 'diners', true],
    ['3530111333300000', 'jcb', true],
    ['6759649826438453', 'maestro', true],
    ['5018000000000009', 'maestro', true],
    ['6200000000000005', 'unionpay', true],
    ['4242424242424241', 'visa', false],
    ['424242424242424', 'visa', false],
    ['37828224631000', 'amex', false],
    ['0000000000000000', undefined, false],
    ['1234', undefined, false],
    ['4242x4242424242424242', 'visa', false],
    ['', undefined, false],
  ])('%j is %s, valid %s', (number, brand, valid) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it.each([
    ['4', 'visa'],
    ['37', 'amex'],
    ['3', undefined],
    ['30', undefined],
    ['305', 'diners'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['622126', 'discover'],
    ['62', 'unionpay'],
  ])('detects %j as %s while typing', (prefix, brand) => {
    expect(detectCardBrand(prefix)).toBe(brand);
  });

  it('rejects non-digits in the Luhn check', () => {
    expect(passesLuhn('42a2')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242-4242 42x42', '4242 4242 4242'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['378282246310005999', '3782 822463 10005'],
    ['30569309025904999', '3056 930902 5904'],
    ['5555555555554444999', '5555 5555 5555 4444'],
    ['9999999999999999999999', '9999 9999 9999 9999 999'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('card expiry', () => {
  const now = new Date(2025, 5, 15); // June 2025

  it.each([
    ['06/25', true],
    ['6/25', false],
    ['12/25', true],
    ['01/26', true],
    ['05/25', false],
    ['12/24', false],
    ['13/26', false],
    ['00/26', false],
    ['07 / 30', true],
    ['0725', false],
    ['', false],
  ])('%j valid in June 2025: %s', (value, valid) => {
    expect(isValidCardExpiry(value, now)).toBe(valid);
  });

  it('reads YY as 20YY', () => {
    expect(parseCardExpiry('09/31')).toEqual({ month: 9, year: 2031 });
  });

  it.each([
    ['1', '1'],
    ['2', '02'],
    ['9', '09'],
    ['12', '12'],
    ['13', '12'],
    ['19', '12'],
    ['10', '10'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12345', '12/34'],
    ['12/', '12/'],
    ['1/', '01/'],
    ['1/2', '01/2'],
    ['525', '05/25'],
    ['ab0c7d2e6', '07/26'],
    ['', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatCardExpiry(input)).toBe(expected);
  });

  it('splits MM/YY into cardExpMonth and cardExpYear', () => {
    expect(splitCardExpiry('07/26')).toEqual({ cardExpMonth: '07', cardExpYear: '26' });
    expect(splitCardExpiry('13/26')).toBeUndefined();
    expect(splitCardExpiry('7/26')).toBeUndefined();
  });
});

describe('CVC', () => {
  it.each<[string, CardBrand | undefined, boolean]>([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['123', 'diners', true],
    ['123', undefined, true],
    ['12a', 'visa', false],
    ['', 'mastercard', false],
  ])('%j for %s: %s', (cvc, brand, valid) => {
    expect(isValidCvc(cvc, brand)).toBe(valid);
  });

  it.each([
    ['12a3', '123'],
    ['123456', '1234'],
    [' 9 ', '9'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatCvc(input)).toBe(expected);
  });
});
