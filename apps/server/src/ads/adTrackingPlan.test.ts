import { describe, expect, it } from 'vitest';
import { AD_EVENTS, eventsDueThrough } from './adTrackingPlan';

const due = (durations: number[], segment: number): string[] => AD_EVENTS.slice(0, eventsDueThrough(durations, segment)).map(({ event }) => event);

describe('eventsDueThrough', () => {
  it.each([
    ['two 4-s segments, the first', [4, 4], 0, ['impression', 'start', 'firstQuartile']],
    ['two 4-s segments, the last', [4, 4], 1, ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']],
    ['four 2-s segments, the second', [2, 2, 2, 2], 1, ['impression', 'start', 'firstQuartile']],
    ['four 2-s segments, the third', [2, 2, 2, 2], 2, ['impression', 'start', 'firstQuartile', 'midpoint']],
    ['one segment', [8], 0, AD_EVENTS.map(({ event }) => event)],
  ])('%s', (_case, durations, segment, events) => {
    expect(due(durations, segment)).toEqual(events);
  });
});
