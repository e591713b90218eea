import { describe, expect, it } from 'vitest';
import { dateFromParts, datePartsFromIso, formatDatePart, isValidDateParts, isValidIsoDate } from './dateInput';

describe('date input', () => {
  it.each([
    ['day', '3a1x9', '31'],
    ['month', '1/2', '12'],
    ['year', '19 90 1', '1990'],
    ['year', '', ''],
  ] as const)('formats the %s box %j as %j', (part, input, expected) => {
    expect(formatDatePart(part, input)).toBe(expected);
  });

  it.each([
    [{ day: '1', month: '1', year: '1900' }, true],
    [{ day: '31', month: '12', year: '2100' }, true],
    [{ day: '29', month: '02', year: '2024' }, true],
    [{ day: '29', month: '02', year: '2023' }, false],
    [{ day: '31', month: '04', year: '2000' }, false],
    [{ day: '0', month: '1', year: '2000' }, false],
    [{ day: '32', month: '1', year: '2000' }, false],
    [{ day: '1', month: '0', year: '2000' }, false],
    [{ day: '1', month: '13', year: '2000' }, false],
    [{ day: '1', month: '1', year: '1899' }, false],
    [{ day: '1', month: '1', year: '2101' }, false],
    [{ day: '1', month: '1', year: '990' }, false],
    [{ day: '', month: '1', year: '2000' }, false],
  ])('%j valid: %s', (parts, valid) => {
    expect(isValidDateParts(parts)).toBe(valid);
  });

  it('converts between boxes and YYYY-MM-DD', () => {
    expect(dateFromParts({ day: '5', month: '3', year: '1990' })).toBe('1990-03-05');
    expect(dateFromParts({ day: '35', month: '3', year: '1990' })).toBeUndefined();
    expect(datePartsFromIso('1990-03-05')).toEqual({ day: '05', month: '03', year: '1990' });
    expect(datePartsFromIso('05/03/1990')).toEqual({ day: '', month: '', year: '' });
    expect(datePartsFromIso(undefined)).toEqual({ day: '', month: '', year: '' });
  });

  it.each([
    ['1990-03-05', true],
    ['1990-3-5', false],
    ['2200-01-01', false],
    ['2023-02-29', false],
  ])('%j is a valid ISO date: %s', (value, valid) => {
    expect(isValidIsoDate(value)).toBe(valid);
  });
});
