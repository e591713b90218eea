import { describe, expect, it } from 'vitest';
import { catchupHoursOf, getProgrammeState, programmeOnAir, type ProgrammeState } from './programmeState';

const NOW = new Date('2024-05-01T20:00:00Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3600_000).toISOString();
const programme = (startHours: number, endHours: number) => ({ startTime: at(startHours), endTime: at(endHours) });

type Flags = Pick<ProgrammeState, 'isLive' | 'isVod' | 'isWatchableFromBeginning' | 'isDisabled'>;
const flags = (isLive: boolean, isVod: boolean, isWatchableFromBeginning: boolean, isDisabled: boolean): Flags => ({
  isLive,
  isVod,
  isWatchableFromBeginning,
  isDisabled,
});

describe('getProgrammeState (catch-up 8 h by default)', () => {
  it.each<[string, { startTime: string; endTime: string }, number | undefined, Flags]>([
    ['on air, started 1 h ago', programme(-1, 1), undefined, flags(true, false, true, false)],
    ['on air, starts exactly now', programme(0, 1), undefined, flags(true, false, true, false)],
    ['ended exactly now', programme(-1, 0), undefined, flags(false, true, true, false)],
    ['ended, started 7 h ago', programme(-7, -6), undefined, flags(false, true, true, false)],
    ['ended, started exactly 8 h ago', programme(-8, -7), undefined, flags(false, true, true, false)],
    ['ended, started 9 h ago: disabled', programme(-9, -8), undefined, flags(false, true, false, true)],
    ['on air but started 9 h ago: live, not restartable', programme(-9, 1), undefined, flags(true, false, false, false)],
    ['upcoming', programme(1, 2), undefined, flags(false, false, false, false)],
    ['channel with 24 h catch-up', programme(-20, -19), 24, flags(false, true, true, false)],
    ['channel without catch-up', programme(-2, -1), 0, flags(false, true, false, true)],
  ])('%s', (_name, times, catchupHours, expected) => {
    const state = getProgrammeState(times, NOW, catchupHours);
    expect({ isLive: state.isLive, isVod: state.isVod, isWatchableFromBeginning: state.isWatchableFromBeginning, isDisabled: state.isDisabled }).toEqual(expected);
  });

  it('marks upcoming programmes and treats unreadable times as disabled', () => {
    expect(getProgrammeState(programme(1, 2), NOW.getTime()).isUpcoming).toBe(true);
    expect(getProgrammeState({ startTime: 'soon', endTime: at(1) }, NOW)).toEqual({
      isLive: false,
      isVod: false,
      isUpcoming: false,
      isWatchableFromBeginning: false,
      isDisabled: true,
    });
  });
});

describe('catchupHoursOf', () => {
  it.each([
    [{ catchupHours: 24 }, 24],
    [{ catchupHours: '12' }, 12],
    [{ catchupHours: 0 }, 0],
    [{ catchupHours: '' }, 8],
    [{ catchupHours: 'abc' }, 8],
    [{ catchupHours: -3 }, 8],
    [{ catchupHours: null }, 8],
    [{}, 8],
    [null, 8],
  ])('%j -> %i', (channel, hours) => {
    expect(catchupHoursOf(channel)).toBe(hours);
  });
});

describe('programmeOnAir', () => {
  const channel = {
    programs: [
      { id: 'p1', ...programme(-2, -1) },
      { id: 'broken', startTime: 'x', endTime: 'y' },
      { id: 'p2', ...programme(-1, 1) },
      { id: 'p3', ...programme(1, 2) },
    ],
  };

  it.each([
    ['now', 0, 'p2'],
    ['an hour and a half ago', -1.5, 'p1'],
    ['at the boundary the next programme is on air', 1, 'p3'],
    ['after the schedule ends', 3, undefined],
  ])('%s -> %s', (_name, hours, expected) => {
    expect(programmeOnAir(channel, new Date(at(hours)))?.id).toBe(expected);
  });
});
