import { describe, expect, it } from 'vitest';
import { nowMs, parseIsoDate, toEpochMs } from './parseIsoDate';

describe('parseIsoDate', () => {
  it.each([
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T10:00:00.123Z', '2024-05-01T10:00:00.123Z'],
    ['2024-05-01T10:00:00.123456Z', '2024-05-01T10:00:00.123Z'],
    ['2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T12:00:00+0200', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T05:00:00-05:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T23:30:00-05:00', '2024-05-02T04:30:00.000Z'],
    ['2024-05-01T10:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01 10:00:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01t10:00:00z', '2024-05-01T10:00:00.000Z'],
    ['  2024-05-01T10:00:00Z  ', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads %j as %s (no offset means UTC)', (text, iso) => {
    expect(parseIsoDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'tomorrow', 'May 1, 2024', '01/05/2024', '2024-13-01', '2024-04-31', '2023-02-29', '2024-02-30T10:00:00Z', '2024-05-01T25:00:00Z', '2024-05-01T10:61:00Z', '1714557600'])(
    'gives undefined for %j',
    (text) => {
      expect(parseIsoDate(text)).toBeUndefined();
    },
  );

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, new Date('nope'), {} as unknown as string])('gives undefined for %s', (value) => {
    expect(parseIsoDate(value)).toBeUndefined();
  });

  it('accepts Date objects (as a copy) and epoch milliseconds', () => {
    const date = new Date('2024-05-01T10:00:00Z');
    const copy = parseIsoDate(date);
    expect(copy).toEqual(date);
    expect(copy).not.toBe(date);
    expect(parseIsoDate(date.getTime())).toEqual(date);
    expect(toEpochMs('2024-05-01T10:00:00Z')).toBe(date.getTime());
    expect(toEpochMs('nope')).toBeUndefined();
    expect(nowMs(date)).toBe(date.getTime());
    expect(nowMs(42)).toBe(42);
  });
});
