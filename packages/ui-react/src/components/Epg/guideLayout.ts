import { parseIsoDate, type ProgrammeTimes } from '@ott/common';

/**
 * Geometry of the live guide's timeline (spec 000 "Live guide", §9 guide sizes): one day is
 * `dayWidth` pixels wide (10000 on phones, 15000 from tablets up) and a programme's block is
 * placed by its start and end inside that day.
 */

/** The day the guide shows, in epoch milliseconds: [start, end). */
export interface TimelineDay {
  start: number;
  end: number;
}

/**
 * Today for the viewer: from local midnight to the next local midnight (23 or 25 hours on the days
 * clocks change), so the timeline reads in the viewer's own hours.
 */
export function timelineDayOf(now: number): TimelineDay {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start: start.getTime(), end: end.getTime() };
}

/** Horizontal position of a time on the timeline, in pixels from its left edge, kept inside the day. */
export function timelineOffset(time: number, day: TimelineDay, dayWidth: number): number {
  const ratio = (time - day.start) / (day.end - day.start);
  return Math.min(dayWidth, Math.max(0, ratio * dayWidth));
}

/** A programme's start and end in epoch milliseconds. */
export interface ProgrammeSpan {
  start: number;
  end: number;
}

/** The span of a programme, or undefined when its times cannot be read. */
export function programmeSpan(programme: ProgrammeTimes): ProgrammeSpan | undefined {
  const start = parseIsoDate(programme.startTime)?.getTime();
  const end = parseIsoDate(programme.endTime)?.getTime();
  return start === undefined || end === undefined || end <= start ? undefined : { start, end };
}

export interface ProgrammeBox {
  left: number;
  width: number;
}

/** Where a programme's block sits on the timeline; cut at the day's edges, undefined when it is not on this day. */
export function programmeBox(span: ProgrammeSpan, day: TimelineDay, dayWidth: number): ProgrammeBox | undefined {
  if (span.end <= day.start || span.start >= day.end) return undefined;
  const left = timelineOffset(span.start, day, dayWidth);
  return { left, width: timelineOffset(span.end, day, dayWidth) - left };
}

const HOUR_MS = 60 * 60 * 1000;

/** The start of every hour of the day, for the timeline's labels. */
export function hourMarks(day: TimelineDay): number[] {
  const marks: number[] = [];
  for (let time = day.start; time < day.end; time += HOUR_MS) marks.push(time);
  return marks;
}

/** The scroll position that puts a timeline offset in the middle of the visible part of the timeline. */
export const scrollLeftToCentre = (offset: number, visibleWidth: number): number => Math.max(0, Math.round(offset - visibleWidth / 2));
