import { describe, expect, it } from 'vitest';
import { loopTimeline } from './timeline';
import { catchupRange, liveRange, segmentsIn } from './window';

const timeline = loopTimeline({ clipId: 'c', segmentUris: ['a.ts', 'b.ts'], segmentDuration: 2, originMs: 0, endMs: 40_000 });

describe('live windows', () => {
  it.each([
    [0, undefined],
    [1999, undefined],
    [2000, { first: 0, last: 0 }],
    [13_000, { first: 0, last: 5 }],
    [14_000, { first: 1, last: 6 }],
    [60_000, { first: 14, last: 19 }],
  ])('at %i ms the window is %j', (now, range) => {
    expect(liveRange(timeline, now)).toEqual(range);
  });

  it('catches up from the segment containing the start', () => {
    expect(catchupRange(timeline, 20_000, 5_000)).toEqual({ first: 2, last: 9 });
    expect(catchupRange(timeline, 20_000, 5_000, 11_000)).toEqual({ first: 2, last: 5 });
    expect(catchupRange(timeline, 20_500, 20_100)).toEqual({ first: 9, last: 9 });
    expect(catchupRange(timeline, 1_000, 0)).toBeUndefined();
  });

  it('lists the segments of a range', () => {
    expect(segmentsIn(timeline, { first: 1, last: 2 }).map((segment) => segment.uri)).toEqual(['/hls/c/b.ts', '/hls/c/a.ts']);
  });
});
