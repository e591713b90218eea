import type { Clip } from '../catalog/clipSchema';
import type { LiveProgramme, LiveTemplate } from '../catalog/schemas';
import { EPG_DEFAULT_CATCHUP_HOURS } from '@ott/common';
import { clipFileUrl, type Timeline } from './timeline';

export const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_SECONDS = DAY_MS / 1000;
/** Two segment lengths within this many seconds are the same length. */
const DURATION_TOLERANCE = 1e-3;

/** One showing of a programme in the day: the day template repeated from 00:00 UTC, cut at midnight. */
export interface Occurrence {
  programmeIndex: number;
  programme: LiveProgramme;
  clip: Clip;
  /** Seconds after 00:00 UTC. */
  startSec: number;
  durationSec: number;
  /** Same, counted in segments. */
  startSegment: number;
  segmentCount: number;
  /** Segments in one loop of the clip. */
  loopLength: number;
  /** Discontinuities in the day before this occurrence. */
  discontinuitiesBefore: number;
}

export interface ChannelPlan {
  channelId: string;
  catchupHours: number;
  segmentDuration: number;
  segmentsPerDay: number;
  occurrences: readonly Occurrence[];
  discontinuitiesPerDay: number;
  /** The clips the channel plays, in template order, without repeats. */
  clips: readonly Clip[];
}

/** A problem with a channel's template, at a path below the item's `live` field. */
export interface PlanProblem {
  path: Array<string | number>;
  message: string;
}

const sameLength = (a: number, b: number): boolean => Math.abs(a - b) < DURATION_TOLERANCE;

/**
 * Lays a channel's day template on the clock. Every clip of a channel must have segments of one
 * common length that divides both a day and every programme, so that segment numbers are plain
 * wall-clock arithmetic and programmes start exactly on time; and the clips must agree on audio
 * (muxed or not), or a player would lose its audio track at a programme change.
 */
export function buildChannelPlan(channelId: string, live: LiveTemplate, clips: ReadonlyMap<string, Clip>): ChannelPlan | PlanProblem {
  const programmeClips: Clip[] = [];
  let segmentDuration: number | undefined;
  let muxedAudio: boolean | undefined;
  for (const [index, programme] of live.programmes.entries()) {
    const path = ['programmes', index, 'clip'];
    const clip = clips.get(programme.clip);
    if (!clip) return { path, message: `unknown clip "${programme.clip}" (no media/${programme.clip}/clip.json)` };
    const { manifest } = clip;
    const odd = manifest.segments.find((segment) => !sameLength(segment.duration, manifest.segmentDuration));
    if (odd) return { path, message: `clip "${clip.id}" has a ${odd.duration} s segment (${odd.uri}); live needs segments of one length` };
    segmentDuration ??= manifest.segmentDuration;
    if (!sameLength(manifest.segmentDuration, segmentDuration)) {
      return { path, message: `clip "${clip.id}" has ${manifest.segmentDuration} s segments, the channel's first clip ${segmentDuration} s` };
    }
    muxedAudio ??= manifest.variant.muxedAudio;
    if (manifest.variant.muxedAudio !== muxedAudio) {
      return { path, message: `clip "${clip.id}" ${muxedAudio ? 'has no' : 'has'} muxed audio, unlike the channel's first clip` };
    }
    programmeClips.push(clip);
  }

  const segmentMs = Math.round(segmentDuration! * 1000);
  if (DAY_MS % segmentMs !== 0) {
    return { path: ['programmes', 0, 'clip'], message: `${segmentDuration} s segments do not divide a day evenly` };
  }
  for (const [index, programme] of live.programmes.entries()) {
    if ((programme.durationMinutes * 60_000) % segmentMs !== 0) {
      return { path: ['programmes', index, 'durationMinutes'], message: `must be a multiple of the clips' ${segmentDuration} s segments` };
    }
  }

  const occurrences: Occurrence[] = [];
  let startSec = 0;
  let discontinuities = 0;
  for (let i = 0; startSec < DAY_SECONDS; i++) {
    const programmeIndex = i % live.programmes.length;
    const programme = live.programmes[programmeIndex]!;
    const clip = programmeClips[programmeIndex]!;
    const durationSec = Math.min(programme.durationMinutes * 60, DAY_SECONDS - startSec);
    const segmentCount = Math.round((durationSec * 1000) / segmentMs);
    const loopLength = clip.manifest.segments.length;
    occurrences.push({
      programmeIndex,
      programme,
      clip,
      startSec,
      durationSec,
      startSegment: Math.round((startSec * 1000) / segmentMs),
      segmentCount,
      loopLength,
      discontinuitiesBefore: discontinuities,
    });
    discontinuities += Math.ceil(segmentCount / loopLength);
    startSec += durationSec;
  }

  return {
    channelId,
    catchupHours: live.catchupHours ?? EPG_DEFAULT_CATCHUP_HOURS,
    segmentDuration: segmentMs / 1000,
    segmentsPerDay: DAY_MS / segmentMs,
    occurrences,
    discontinuitiesPerDay: discontinuities,
    clips: [...new Set(programmeClips)],
  };
}

export const isPlanProblem = (value: ChannelPlan | PlanProblem): value is PlanProblem => 'message' in value;

/** The occurrence containing segment `segmentOfDay` (0-based within the day). */
export function occurrenceAtSegment(plan: ChannelPlan, segmentOfDay: number): Occurrence {
  const { occurrences } = plan;
  let low = 0;
  let high = occurrences.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (occurrences[middle]!.startSegment <= segmentOfDay) low = middle;
    else high = middle - 1;
  }
  return occurrences[low]!;
}

/** The channel as a timeline: segment n covers [n, n+1) segment durations since the Unix epoch. */
export function channelTimeline(plan: ChannelPlan): Timeline {
  const segmentMs = plan.segmentDuration * 1000;
  const locate = (index: number) => {
    const day = Math.floor(index / plan.segmentsPerDay);
    const segmentOfDay = index - day * plan.segmentsPerDay;
    const occurrence = occurrenceAtSegment(plan, segmentOfDay);
    return { day, occurrence, offset: segmentOfDay - occurrence.startSegment };
  };
  return {
    segmentDuration: plan.segmentDuration,
    firstIndex: 0,
    lastIndex: undefined,
    indexAt: (ms) => Math.floor(ms / segmentMs),
    startMs: (index) => index * segmentMs,
    segmentAt: (index) => {
      const { occurrence, offset } = locate(index);
      const segment = occurrence.clip.manifest.segments[offset % occurrence.loopLength]!;
      return {
        index,
        startMs: index * segmentMs,
        duration: plan.segmentDuration,
        uri: clipFileUrl(occurrence.clip.id, segment.uri),
        discontinuity: offset % occurrence.loopLength === 0,
      };
    },
    discontinuitiesBefore: (index) => {
      const { day, occurrence, offset } = locate(index);
      return day * plan.discontinuitiesPerDay + occurrence.discontinuitiesBefore + Math.ceil(offset / occurrence.loopLength);
    },
  };
}

/** A programme as it airs on a given day, with absolute times. */
export interface Airing {
  occurrence: Occurrence;
  startMs: number;
  endMs: number;
}

/** Every airing of a channel on the UTC days from `firstDay` to `lastDay` (epoch day numbers). */
export function airings(plan: ChannelPlan, firstDay: number, lastDay: number): Airing[] {
  const result: Airing[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    for (const occurrence of plan.occurrences) {
      const startMs = day * DAY_MS + occurrence.startSec * 1000;
      result.push({ occurrence, startMs, endMs: startMs + occurrence.durationSec * 1000 });
    }
  }
  return result;
}

/** The airing on at `ms`. */
export function airingAt(plan: ChannelPlan, ms: number): Airing {
  const day = Math.floor(ms / DAY_MS);
  const segmentOfDay = Math.floor((ms - day * DAY_MS) / (plan.segmentDuration * 1000));
  const occurrence = occurrenceAtSegment(plan, segmentOfDay);
  const startMs = day * DAY_MS + occurrence.startSec * 1000;
  return { occurrence, startMs, endMs: startMs + occurrence.durationSec * 1000 };
}
