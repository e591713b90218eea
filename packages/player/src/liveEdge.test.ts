import { describe, expect, it } from 'vitest';
import { isBehindLiveEdge } from './liveEdge';

const at = (currentTime: number, liveEdge: number | null, live = true) => ({ live, currentTime, liveEdge, liveEdgeTolerance: 10 });

describe('isBehindLiveEdge', () => {
  it('is true only when live playback is further behind the edge than the tolerance', () => {
    expect(isBehindLiveEdge(at(100, 105))).toBe(false);
    expect(isBehindLiveEdge(at(95, 105))).toBe(false);
    expect(isBehindLiveEdge(at(94, 105))).toBe(true);
    expect(isBehindLiveEdge(at(0, 3600))).toBe(true);
  });

  it('is never true for a video or an unknown edge', () => {
    expect(isBehindLiveEdge(at(0, 3600, false))).toBe(false);
    expect(isBehindLiveEdge(at(0, null))).toBe(false);
    expect(isBehindLiveEdge(at(Number.NaN, 100))).toBe(false);
  });
});
