import type { Timeline, TimelineSegment } from './timeline';

/** Segments in a live playlist: a player starts three target durations from the live edge. */
export const LIVE_WINDOW_SEGMENTS = 6;

export interface SegmentRange {
  first: number;
  last: number;
}

/**
 * Newest segments that are complete at `nowMs` (the one on air is still being "recorded"), at
 * most `size` of them. Undefined when nothing is complete yet (an event that has not started).
 */
export function liveRange(timeline: Timeline, nowMs: number, size: number = LIVE_WINDOW_SEGMENTS): SegmentRange | undefined {
  let last = timeline.indexAt(nowMs) - 1;
  if (timeline.lastIndex !== undefined) last = Math.min(last, timeline.lastIndex);
  if (last < timeline.firstIndex) return undefined;
  return { first: Math.max(timeline.firstIndex, last - size + 1), last };
}

/**
 * Catch-up: from the segment containing `startMs` to the newest complete one (or, when `endMs`
 * has passed, to the segment containing the end). Undefined when nothing in it is complete.
 */
export function catchupRange(timeline: Timeline, nowMs: number, startMs: number, endMs?: number): SegmentRange | undefined {
  const live = liveRange(timeline, nowMs, Number.POSITIVE_INFINITY);
  if (!live) return undefined;
  const first = Math.max(timeline.firstIndex, timeline.indexAt(startMs));
  const last = endMs === undefined ? live.last : Math.min(live.last, timeline.indexAt(endMs - 1));
  return first <= last ? { first, last } : { first: live.last, last: live.last };
}

export const segmentsIn = (timeline: Timeline, range: SegmentRange): TimelineSegment[] => {
  const segments: TimelineSegment[] = [];
  for (let index = range.first; index <= range.last; index++) segments.push(timeline.segmentAt(index));
  return segments;
};
