import { describe, expect, it } from 'vitest';
import { loopTimeline } from './timeline';

describe('looped clip timeline', () => {
  const origin = Date.parse('2025-03-01T20:00:00Z');
  const timeline = loopTimeline({ clipId: 'c', segmentUris: ['a.ts', 'b.ts', 'c.ts'], segmentDuration: 4, originMs: origin, endMs: origin + 30_000 });

  it.each([
    [0, '/hls/c/a.ts', false, 0],
    [1, '/hls/c/b.ts', false, 0],
    [3, '/hls/c/a.ts', true, 0],
    [4, '/hls/c/b.ts', false, 1],
    [6, '/hls/c/a.ts', true, 1],
    [7, '/hls/c/b.ts', false, 2],
  ])('segment %i plays %s (discontinuity %s, %i before)', (index, uri, discontinuity, before) => {
    expect(timeline.segmentAt(index)).toMatchObject({ index, uri, discontinuity, startMs: origin + index * 4000, duration: 4 });
    expect(timeline.discontinuitiesBefore(index)).toBe(before);
  });

  it('ends with the segment that covers the end time', () => {
    expect(timeline.lastIndex).toBe(7);
    expect(timeline.indexAt(origin + 8000)).toBe(2);
    expect(loopTimeline({ clipId: 'c', segmentUris: ['a.ts'], segmentDuration: 4, originMs: 0 }).lastIndex).toBeUndefined();
  });
});
