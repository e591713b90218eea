import { describe, expect, it } from 'vitest';
import { continueWatchingEntries, isContinueWatchingProgress } from './continueWatching';

describe('continue watching', () => {
  it.each([
    [0, false],
    [0.05, false],
    [0.0501, true],
    [0.5, true],
    [0.9499, true],
    [0.95, false],
    [1, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('progress %s is in continue watching: %s', (progress, expected) => {
    expect(isContinueWatchingProgress(progress)).toBe(expected);
  });

  it('keeps history order and only in-progress entries', () => {
    const history = [
      { mediaid: 'a', progress: 0.3 },
      { mediaid: 'b', progress: 0.99 },
      { mediaid: 'c', progress: 0.01 },
      { mediaid: 'd', progress: 0.6 },
    ];
    expect(continueWatchingEntries(history).map((entry) => entry.mediaid)).toEqual(['a', 'd']);
  });
});
