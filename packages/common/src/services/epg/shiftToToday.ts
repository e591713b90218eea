import type { EpgProgram } from '../../entities/epg';

/**
 * Demo schedules can shift programmes to the current day (000 §9): a recorded day of programmes
 * replays on today's date. Every programme moves by the same whole number of days, the distance
 * from the (UTC) day of the earliest start to the day of `now`, so times of day, durations,
 * order and programmes that cross midnight stay as they were. Opt-in: only demo channels use it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

const shift = (iso: string, offsetMs: number): string => new Date(Date.parse(iso) + offsetMs).toISOString();

export function shiftProgramsToDay(programs: readonly EpgProgram[], now: number): EpgProgram[] {
  if (programs.length === 0) return [];
  const firstStart = programs.reduce((earliest, program) => Math.min(earliest, Date.parse(program.startTime)), Number.POSITIVE_INFINITY);
  const offsetMs = dayStart(now) - dayStart(firstStart);
  if (offsetMs === 0) return [...programs];
  return programs.map((program) => ({ ...program, startTime: shift(program.startTime, offsetMs), endTime: shift(program.endTime, offsetMs) }));
}
