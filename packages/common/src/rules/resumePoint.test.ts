import { describe, expect, it } from 'vitest';
import { resumePositionSeconds, seriesResumeEntry, shouldResume } from './resumePoint';

describe('resumePositionSeconds', () => {
  it.each([
    ['half way through 600 s', 0.5, 600, 295],
    ['just past the minimum', 0.06, 1000, 55],
    ['exactly the minimum starts over', 0.05, 1000, 0],
    ['exactly the maximum starts over', 0.95, 1000, 0],
    ['finished starts over', 1, 1000, 0],
    ['never negative on a short item', 0.1, 20, 0],
    ['no progress', null, 600, 0],
    ['no duration', 0.5, undefined, 0],
    ['zero duration', 0.5, 0, 0],
    ['unusable duration', 0.5, Number.NaN, 0],
  ])('%s -> %d s', (_name, progress, duration, expected) => {
    expect(resumePositionSeconds({ progress, duration })).toBeCloseTo(expected, 6);
  });

  it('uses a configured min and max', () => {
    expect(resumePositionSeconds({ progress: 0.02, duration: 1000 }, { min: 0.01, max: 0.9 })).toBeCloseTo(15, 6);
    expect(resumePositionSeconds({ progress: 0.92, duration: 1000 }, { min: 0.01, max: 0.9 })).toBe(0);
    expect(shouldResume(0.5, { min: 0.5 })).toBe(false);
  });
});

describe('seriesResumeEntry', () => {
  const history = [
    { mediaid: 'e3', seriesId: 's1', progress: 0.4 },
    { mediaid: 'x1', seriesId: 's2', progress: 0.97 },
    { mediaid: 'm', progress: 0.4 },
  ];

  it.each([
    ['an episode in progress resumes', 's1', 'e3'],
    ['a finished episode does not resume', 's2', undefined],
    ['an unwatched series does not resume', 's3', undefined],
  ])('%s', (_name, seriesId, expected) => {
    expect(seriesResumeEntry(history, seriesId)?.mediaid).toBe(expected);
  });
});
