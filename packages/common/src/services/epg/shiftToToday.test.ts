import { describe, expect, it } from 'vitest';
import type { EpgProgram } from '../../entities/epg';
import { shiftProgramsToDay } from './shiftToToday';

const program = (id: string, startTime: string, endTime: string): EpgProgram => ({ id, title: id, startTime, endTime });

const recordedDay = [
  program('morning', '2024-01-15T06:00:00.000Z', '2024-01-15T09:00:00.000Z'),
  program('late', '2024-01-15T23:00:00.000Z', '2024-01-16T01:00:00.000Z'),
  program('night', '2024-01-16T01:00:00.000Z', '2024-01-16T03:00:00.000Z'),
];

describe('shiftProgramsToDay (demo schedules move to the current day)', () => {
  it.each([
    ['a later day', '2024-05-01T12:34:00Z', ['2024-05-01T06:00:00.000Z', '2024-05-01T23:00:00.000Z', '2024-05-02T01:00:00.000Z']],
    ['an earlier day', '2023-12-31T00:00:00Z', ['2023-12-31T06:00:00.000Z', '2023-12-31T23:00:00.000Z', '2024-01-01T01:00:00.000Z']],
    ['the same day', '2024-01-15T20:00:00Z', ['2024-01-15T06:00:00.000Z', '2024-01-15T23:00:00.000Z', '2024-01-16T01:00:00.000Z']],
  ])('moves every programme to %s, keeping times of day and durations', (_label, now, starts) => {
    const shifted = shiftProgramsToDay(recordedDay, Date.parse(now));
    expect(shifted.map((entry) => entry.startTime)).toEqual(starts);
    expect(shifted.map((entry) => Date.parse(entry.endTime) - Date.parse(entry.startTime))).toEqual([3, 2, 2].map((hours) => hours * 3_600_000));
  });

  it('uses the earliest start even when the programmes are not sorted', () => {
    const shifted = shiftProgramsToDay([recordedDay[1]!, recordedDay[0]!], Date.parse('2024-05-01T12:00:00Z'));
    expect(shifted.map((entry) => entry.startTime)).toEqual(['2024-05-01T23:00:00.000Z', '2024-05-01T06:00:00.000Z']);
  });

  it('returns nothing for no programmes', () => {
    expect(shiftProgramsToDay([], Date.now())).toEqual([]);
  });
});
