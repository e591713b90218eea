import { describe, expect, it } from 'vitest';
import { hourMarks, programmeBox, programmeSpan, scrollLeftToCentre, timelineDayOf, timelineOffset } from './guideLayout';

const HOUR = 60 * 60 * 1000;
// A fixed local day, whatever the time zone the tests run in.
const DAY_START = new Date(2026, 10, 21, 0, 0, 0, 0).getTime();
const at = (hours: number, minutes = 0) => new Date(2026, 10, 21, hours, minutes).getTime();

describe('guide layout', () => {
  it('shows the viewer’s day, local midnight to local midnight', () => {
    expect(timelineDayOf(at(13, 45))).toEqual({ start: DAY_START, end: new Date(2026, 10, 22).getTime() });
    expect(timelineDayOf(DAY_START).start).toBe(DAY_START);
  });

  it('places times proportionally on the day width and keeps them inside the day', () => {
    const day = timelineDayOf(at(12));
    const hours = (day.end - day.start) / HOUR;
    expect(timelineOffset(day.start, day, 15000)).toBe(0);
    expect(timelineOffset(day.start + 6 * HOUR, day, 15000)).toBeCloseTo((15000 * 6) / hours);
    expect(timelineOffset(day.start - HOUR, day, 15000)).toBe(0);
    expect(timelineOffset(day.end + HOUR, day, 10000)).toBe(10000);
  });

  it('reads a programme’s span and rejects unreadable or reversed times', () => {
    expect(programmeSpan({ startTime: '2026-11-21T10:00:00Z', endTime: '2026-11-21T11:30:00Z' })).toEqual({
      start: Date.UTC(2026, 10, 21, 10),
      end: Date.UTC(2026, 10, 21, 11, 30),
    });
    expect(programmeSpan({ startTime: 'yesterday', endTime: '2026-11-21T11:30:00Z' })).toBeUndefined();
    expect(programmeSpan({ startTime: '2026-11-21T12:00:00Z', endTime: '2026-11-21T11:00:00Z' })).toBeUndefined();
  });

  it('boxes a programme by its times, cut at the day’s edges, and drops those of other days', () => {
    const day = { start: 0, end: 24 * HOUR };
    expect(programmeBox({ start: 6 * HOUR, end: 7 * HOUR + 30 * 60 * 1000 }, day, 24000)).toEqual({ left: 6000, width: 1500 });
    expect(programmeBox({ start: -HOUR, end: HOUR }, day, 24000)).toEqual({ left: 0, width: 1000 });
    expect(programmeBox({ start: 23 * HOUR, end: 25 * HOUR }, day, 24000)).toEqual({ left: 23000, width: 1000 });
    expect(programmeBox({ start: -2 * HOUR, end: 0 }, day, 24000)).toBeUndefined();
    expect(programmeBox({ start: 24 * HOUR, end: 25 * HOUR }, day, 24000)).toBeUndefined();
  });

  it('marks every hour of the day', () => {
    const marks = hourMarks({ start: 0, end: 24 * HOUR });
    expect(marks).toHaveLength(24);
    expect(marks[1]).toBe(HOUR);
    expect(hourMarks({ start: 0, end: 23 * HOUR })).toHaveLength(23);
  });

  it('centres a position in the visible timeline, never scrolling before the start', () => {
    expect(scrollLeftToCentre(5000, 1000)).toBe(4500);
    expect(scrollLeftToCentre(200, 1000)).toBe(0);
  });
});
