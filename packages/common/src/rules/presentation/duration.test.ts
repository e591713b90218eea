import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, isoDuration, type DurationParts } from './duration';

type Seconds = number | null | undefined;

const NO_DURATION: [Seconds][] = [[0], [-4], [Number.NaN], [Number.POSITIVE_INFINITY], [undefined], [null]];
const without = <T>(): [Seconds, T | undefined][] => NO_DURATION.map(([seconds]) => [seconds, undefined]);

describe('formatDuration (card label)', () => {
  const english = (hours: number, minutes: number) => (minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`);

  it.each([
    [59, '00:59'],
    [245, '04:05'],
    [3599, '59:59'],
    [3600, '1h'],
    [3900, '1h 5m'],
    [7384.4, '2h 3m'],
  ])('%s s is "%s" in English', (seconds, label) => {
    expect(formatDuration(seconds, english)).toBe(label);
  });

  it('words hours and minutes with the words it is given', () => {
    expect(formatDuration(3900, (hours, minutes) => `${hours}h ${minutes} Min.`)).toBe('1h 5 Min.');
  });

  it.each(NO_DURATION)('has no label for %s', (seconds) => {
    expect(formatDuration(seconds, english)).toBeUndefined();
  });
});

describe('durationParts', () => {
  it.each<[Seconds, DurationParts | undefined]>([
    [5520, { hours: 1, minutes: 32 }],
    [20, { hours: 0, minutes: 1 }],
    [3600, { hours: 1, minutes: 0 }],
    [3629, { hours: 1, minutes: 0 }],
    [3630, { hours: 1, minutes: 1 }],
    ...without<DurationParts>(),
  ])('durationParts(%s) is %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});

describe('isoDuration', () => {
  it.each<[Seconds, string | undefined]>([
    [5520, 'PT1H32M'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [61.4, 'PT1M1S'],
    [45, 'PT45S'],
    [0.4, 'PT0S'],
    ...without<string>(),
  ])('isoDuration(%s) is %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });
});
