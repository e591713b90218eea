import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same language and options, another for other ones', () => {
    const hours = numberFormat('en', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' });
    expect(numberFormat('en', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' })).toBe(hours);
    expect(numberFormat('de', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' })).not.toBe(hours);
    expect(numberFormat('en', { style: 'unit', unit: 'minute', unitDisplay: 'narrow' })).not.toBe(hours);
    expect(hours.format(2)).toBe('2h');
  });

  it('formats dates in the language asked for', () => {
    const long = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(long.format(Date.UTC(2026, 10, 26))).toBe('26 November 2026');
  });

  it('throws on a malformed currency code, every time (nothing broken is kept)', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
  });
});
