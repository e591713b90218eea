import { EPG_DEFAULT_CATCHUP_HOURS } from '../constants';
import { nowMs, parseIsoDate, type DateInput, type Now } from './parseIsoDate';

export interface ProgrammeTimes {
  startTime: DateInput;
  endTime: DateInput;
}

export interface ChannelCatchup {
  /** Hours before now from which programmes can be watched from the beginning; default 8. */
  catchupHours?: number | string | null;
}

export interface ProgrammeState {
  /** Now lies between start (inclusive) and end (exclusive). */
  isLive: boolean;
  /** The end has passed. */
  isVod: boolean;
  /** Not started yet. */
  isUpcoming: boolean;
  /** Started within the catch-up window before now: playable from its beginning. */
  isWatchableFromBeginning: boolean;
  /** Greyed out in the guide: ended, and started before the catch-up window. */
  isDisabled: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Catch-up hours of a channel. Schedules may send the number as text; a missing, negative or
 * unreadable value falls back to the default 8 hours. 0 means no catch-up.
 */
export function catchupHoursOf(channel: ChannelCatchup | null | undefined): number {
  const raw = channel?.catchupHours;
  const hours = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= 0 ? hours : EPG_DEFAULT_CATCHUP_HOURS;
}

/**
 * State of an EPG programme at `now` (spec 000 §4 "Programme state"), recomputed by the guide every
 * 5 s. A programme on air is never disabled, even when it started before the catch-up window: it
 * can still be watched live. Unreadable times give a disabled programme in no state.
 */
export function getProgrammeState(programme: ProgrammeTimes, now: Now, catchupHours: number = EPG_DEFAULT_CATCHUP_HOURS): ProgrammeState {
  const start = parseIsoDate(programme.startTime)?.getTime();
  const end = parseIsoDate(programme.endTime)?.getTime();
  if (start === undefined || end === undefined) {
    return { isLive: false, isVod: false, isUpcoming: false, isWatchableFromBeginning: false, isDisabled: true };
  }

  const time = nowMs(now);
  const windowStart = time - Math.max(0, catchupHours) * HOUR_MS;
  const isLive = start <= time && time < end;
  const isVod = end <= time;
  const isUpcoming = time < start;
  const inCatchupWindow = start >= windowStart && start <= time;
  return {
    isLive,
    isVod,
    isUpcoming,
    isWatchableFromBeginning: inCatchupWindow,
    isDisabled: !isLive && !isUpcoming && !inCatchupWindow,
  };
}

/** The programme on air on a channel at `now`, if any. */
export function programmeOnAir<P extends ProgrammeTimes>(channel: { programs: readonly P[] }, now: Now): P | undefined {
  const time = nowMs(now);
  return channel.programs.find((programme) => {
    const start = parseIsoDate(programme.startTime)?.getTime();
    const end = parseIsoDate(programme.endTime)?.getTime();
    return start !== undefined && end !== undefined && start <= time && time < end;
  });
}
