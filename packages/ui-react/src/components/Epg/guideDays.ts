import type { EpgChannel } from '@ott/common';
import { programmeSpan, timelineDayOf, type TimelineDay } from './guideLayout';

/** Days the guide offers before and after today, where the schedules have programmes for them. */
export const GUIDE_DAYS_BACK = 7;
export const GUIDE_DAYS_AHEAD = 3;

/** The viewer's day `offset` days from the day of `now` (local midnights, so 23 or 25 hours when clocks change). */
export function dayAt(now: number, offset: number): TimelineDay {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() + offset);
  return timelineDayOf(start.getTime());
}

/** How many days `time` lies after the day of `now` (negative before). */
export function dayOffsetOf(time: number, now: number): number {
  const from = new Date(now);
  from.setHours(0, 0, 0, 0);
  const to = new Date(time);
  to.setHours(0, 0, 0, 0);
  // Calendar days, not 24-hour steps: a day with a clock change is still one day.
  return Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000);
}

export interface GuideDayRange {
  /** Offset of the first day (0 or less). */
  first: number;
  /** Offset of the last day (0 or more). */
  last: number;
}

/**
 * The days the guide can switch between: today always; back to a week before and ahead to a few
 * days after, as far as any channel's schedule has programmes.
 */
export function guideDayRange(channels: readonly EpgChannel[], now: number): GuideDayRange {
  let earliest = Infinity;
  let latest = -Infinity;
  for (const channel of channels) {
    for (const programme of channel.programs) {
      const span = programmeSpan(programme);
      if (!span) continue;
      if (span.start < earliest) earliest = span.start;
      if (span.end > latest) latest = span.end;
    }
  }
  if (earliest === Infinity) return { first: 0, last: 0 };
  // A programme ending exactly at midnight belongs to the day before.
  const first = Math.max(-GUIDE_DAYS_BACK, Math.min(0, dayOffsetOf(earliest, now)));
  const last = Math.min(GUIDE_DAYS_AHEAD, Math.max(0, dayOffsetOf(latest - 1, now)));
  return { first, last };
}

/** Keeps a day offset inside the range. */
export const clampDay = (offset: number, range: GuideDayRange): number => Math.min(range.last, Math.max(range.first, offset));
