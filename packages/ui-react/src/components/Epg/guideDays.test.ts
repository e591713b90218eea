import type { EpgChannel } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { dayAt, dayOffsetOf, guideDayRange } from './guideDays';

const DAY = 86_400_000;
const NOW = new Date(2025, 2, 12, 15, 0).getTime();
const MIDNIGHT = new Date(2025, 2, 12).getTime();

/** A channel with one-hour programmes from `fromDay` to `toDay` (offsets from today, local midnights). */
const channel = (fromDay: number, toDay: number): EpgChannel => ({
  id: `c${fromDay}`,
  title: 'Channel',
  catchupHours: 8,
  programs: [
    { id: 'first', title: 'First', startTime: new Date(dayAt(MIDNIGHT, fromDay).start).toISOString(), endTime: new Date(dayAt(MIDNIGHT, fromDay).start + 3_600_000).toISOString() },
    { id: 'last', title: 'Last', startTime: new Date(dayAt(MIDNIGHT, toDay).end - 3_600_000).toISOString(), endTime: new Date(dayAt(MIDNIGHT, toDay).end).toISOString() },
  ],
});

describe('guideDayRange', () => {
  it.each([
    ['a schedule of yesterday to tomorrow', [channel(-1, 1)], { first: -1, last: 1 }],
    ['two weeks either side: a week back, 3 days ahead', [channel(-14, 14)], { first: -7, last: 3 }],
    ['channels covering different days: the union', [channel(-2, 0), channel(0, 2)], { first: -2, last: 2 }],
    ['a schedule of only past days: still today', [channel(-3, -2)], { first: -3, last: 0 }],
    ['no programmes: today', [{ ...channel(0, 0), programs: [] }], { first: 0, last: 0 }],
  ])('%s', (_label, channels, expected) => {
    expect(guideDayRange(channels, NOW)).toEqual(expected);
  });
});

describe('days', () => {
  it('steps by calendar days from local midnight', () => {
    expect(dayAt(NOW, 0)).toEqual({ start: MIDNIGHT, end: MIDNIGHT + DAY });
    expect(dayAt(NOW, -7).start).toBe(new Date(2025, 2, 5).getTime());
    expect(dayOffsetOf(new Date(2025, 2, 15, 23, 59).getTime(), NOW)).toBe(3);
    expect(dayOffsetOf(new Date(2025, 2, 11, 0, 0).getTime(), NOW)).toBe(-1);
  });
});
