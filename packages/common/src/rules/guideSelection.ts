import type { EpgChannel, EpgProgram } from '../entities/epg';
import { parseIsoDate } from './parseIsoDate';
import { getProgrammeState, programmeOnAir, type ProgrammeState } from './programmeState';
import { liveGuideUrl } from './routing/routeBuilders';

/**
 * What the live guide shows and plays for its URL (`/tv?channel=&start=&end=&beginning=1`,
 * spec 000 §2, §4 "Programme state"):
 *
 * - The channel named by `channel`, else the first channel.
 * - The programme of that channel starting at `start`, while it is on air or upcoming, or when it
 *   is over and is being watched from its beginning (`beginning=1`, within catch-up). Otherwise
 *   the selection follows the programme on air, so a viewer watching live never lands on a
 *   programme that has just ended.
 * - Playback is live, except from the programme's start (`startFromBeginning` + `liveStartTime`)
 *   when `beginning=1` and the programme started within the channel's catch-up window; a
 *   programme that is over also ends where it ends (`liveEndTime`).
 */
export interface GuideParams {
  channel?: string;
  start?: string;
  beginning: boolean;
}

export interface LivePlayback {
  startFromBeginning: boolean;
  /** The programme's start (ISO), when playing from it. */
  liveStartTime?: string;
  /** The programme's end (ISO), when it is over: the catch-up stream ends there. */
  liveEndTime?: string;
}

export interface GuideSelection {
  channel: EpgChannel | undefined;
  programme: EpgProgram | undefined;
  state: ProgrammeState | undefined;
  playback: LivePlayback;
}

const LIVE: LivePlayback = { startFromBeginning: false };

const sameTime = (a: string | undefined, b: string): boolean => {
  const time = parseIsoDate(a)?.getTime();
  return time !== undefined && time === parseIsoDate(b)?.getTime();
};

export function resolveGuideSelection(channels: readonly EpgChannel[], params: GuideParams, now: number): GuideSelection {
  const channel = channels.find((entry) => entry.id === params.channel) ?? channels[0];
  if (!channel) return { channel: undefined, programme: undefined, state: undefined, playback: LIVE };

  const stateOf = (programme: EpgProgram) => getProgrammeState(programme, now, channel.catchupHours);
  const requested = params.start === undefined ? undefined : channel.programs.find((programme) => sameTime(params.start, programme.startTime));
  const requestedState = requested && stateOf(requested);
  const fromBeginning = params.beginning && requestedState?.isWatchableFromBeginning === true;
  const keepRequested = requestedState !== undefined && (requestedState.isLive || requestedState.isUpcoming || (requestedState.isVod && fromBeginning));

  if (requested && requestedState && keepRequested) {
    return {
      channel,
      programme: requested,
      state: requestedState,
      playback: fromBeginning
        ? { startFromBeginning: true, liveStartTime: requested.startTime, ...(requestedState.isVod ? { liveEndTime: requested.endTime } : {}) }
        : LIVE,
    };
  }
  const onAir = programmeOnAir(channel, now);
  return { channel, programme: onAir, state: onAir && stateOf(onAir), playback: LIVE };
}

/**
 * The URL a programme chosen in the guide leads to: its channel, start and end, and `beginning=1`
 * for a programme that is over (it can only be watched from its beginning).
 */
export const programmeUrl = (channel: EpgChannel, programme: EpgProgram, state: ProgrammeState): string =>
  liveGuideUrl({ channel: channel.id, start: programme.startTime, end: programme.endTime, beginning: state.isVod });

/** The programme on air, from its beginning. */
export const startFromBeginningUrl = (channel: EpgChannel, programme: EpgProgram): string =>
  liveGuideUrl({ channel: channel.id, start: programme.startTime, end: programme.endTime, beginning: true });

/** A channel, live. */
export const channelUrl = (channel: EpgChannel): string => liveGuideUrl({ channel: channel.id });

/** Whether the "Start from beginning" button is offered: the programme is on air, within catch-up, and watched live. */
export const canStartFromBeginning = (selection: GuideSelection): boolean =>
  selection.state?.isLive === true && selection.state.isWatchableFromBeginning && !selection.playback.startFromBeginning;
