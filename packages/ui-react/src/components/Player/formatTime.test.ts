import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './formatTime';

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});
