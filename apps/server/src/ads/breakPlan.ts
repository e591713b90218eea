import type { AdScheduleFile } from '../catalog/schemas';

/** An ad break placed in a content playlist: before content segment `position` (0: pre-roll, the segment count: post-roll). */
export interface PlacedBreak {
  /** The break's index in the schedule (its VAST is `/v2/advertising/vast/{schedule}/{index}.xml`). */
  index: number;
  position: number;
  clip: string;
}

const TIME_OFFSET = /^(\d{1,2}):([0-5]\d):([0-5]\d(?:\.\d{1,3})?)$/;

/** Seconds of an `HH:MM:SS(.mmm)` offset, or undefined. */
export function offsetSeconds(offset: string): number | undefined {
  const match = TIME_OFFSET.exec(offset);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

/**
 * Where a schedule's breaks go in content of these segment durations: pre-rolls before the first
 * segment, post-rolls after the last, mid-rolls at the segment boundary nearest their offset (a
 * segment cannot be cut), kept inside the content (after its first segment, before its last: a
 * mid-roll never turns into a pre- or post-roll). Mid-rolls at or past the end are dropped (the
 * content ends first), as is one landing on a boundary another mid-roll took (it would play twice).
 */
export function placeBreaks(schedule: AdScheduleFile, segmentDurations: readonly number[]): PlacedBreak[] {
  const boundaries = [0];
  for (const duration of segmentDurations) boundaries.push(boundaries.at(-1)! + duration);
  const end = boundaries.at(-1)!;
  const taken = new Set<number>();
  const placed: PlacedBreak[] = [];
  schedule.breaks.forEach((adBreak, index) => {
    let position: number;
    if (adBreak.offset === 'pre') position = 0;
    else if (adBreak.offset === 'post') position = segmentDurations.length;
    else {
      const seconds = offsetSeconds(adBreak.offset);
      if (seconds === undefined || seconds >= end || segmentDurations.length < 2) return;
      position = Math.min(Math.max(nearestBoundary(boundaries, seconds), 1), segmentDurations.length - 1);
      if (taken.has(position)) return;
      taken.add(position);
    }
    placed.push({ index, position, clip: adBreak.clip });
  });
  return placed.sort((a, b) => a.position - b.position || a.index - b.index);
}

function nearestBoundary(boundaries: readonly number[], seconds: number): number {
  let best = 0;
  for (let i = 1; i < boundaries.length; i += 1) if (Math.abs(boundaries[i]! - seconds) < Math.abs(boundaries[best]! - seconds)) best = i;
  return best;
}
