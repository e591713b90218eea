import {
  CONTENT_TYPE,
  MEDIA_STATUS,
  getMediaStatus,
  parseIsoDate,
  resumePositionSeconds,
  type MediaItem,
  type MediaSource,
} from '@ott/common';
import type { PlayerSource } from './PlayerAdapter';
import { isHlsSource } from './playbackEngine';

const MP4_TYPE = /mp4/i;
const MP4_PATH = /\.mp4(?:[?#]|$)/i;

/**
 * The source to play: the first HLS one (every browser can play it, one way or another), else the
 * first MP4, else the first source of any kind. Undefined when the item has none.
 */
export function pickSource(sources: readonly MediaSource[] | null | undefined): MediaSource | undefined {
  if (!sources || sources.length === 0) return undefined;
  return (
    sources.find((source) => isHlsSource({ url: source.file, type: source.type })) ??
    sources.find((source) => MP4_TYPE.test(source.type) || MP4_PATH.test(source.file)) ??
    sources[0]
  );
}

/** Whether an item is a live stream now: a live channel, or a live event while it is LIVE. */
export function isLiveItem(item: MediaItem, now: number = Date.now()): boolean {
  if (item.contentType === CONTENT_TYPE.LIVE_CHANNEL) return true;
  return item.contentType === CONTENT_TYPE.LIVE_EVENT && getMediaStatus(item, now) === MEDIA_STATUS.LIVE;
}

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * The catch-up stream of a live programme: the live URL (signed or not: its query is kept, the
 * signature does not cover these parameters) with `start=<epoch seconds>`, and for a programme
 * that is over `end=<epoch seconds>` too, so that the stream ends where the programme ends (the
 * server's catch-up window, see apps/server/README.md "Live"). Undefined when the start is not an
 * ISO date; an end that is not a date after the start is left out.
 */
export function catchupSourceUrl(url: string, startIso: string | Date | null | undefined, endIso?: string | Date | null): string | undefined {
  const start = parseIsoDate(startIso);
  if (!start) return undefined;
  const end = parseIsoDate(endIso);
  const window = end && end.getTime() > start.getTime() ? `start=${epochSeconds(start)}&end=${epochSeconds(end)}` : `start=${epochSeconds(start)}`;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${window}${hash}`;
}

export interface PlaybackPlanInput {
  item: MediaItem;
  /** The saved progress (0 to 1) of the item in the watch history, if any. */
  savedProgress?: number | null;
  startFromBeginning?: boolean;
  /** ISO start of the programme to play from its beginning. */
  liveStartTime?: string;
  /** ISO end of that programme when it is over: the catch-up stream stops there. */
  liveEndTime?: string;
  now?: number;
}

export interface PlaybackPlan {
  source: PlayerSource;
  /** Seconds; undefined for the engine's default (the start of a video, the live edge of a stream). */
  startPosition?: number;
  /** Whether the item is played as a live stream (no progress is saved, a LIVE badge shows). */
  live: boolean;
  /** Played from a programme's start (catch-up) rather than at the live edge. */
  fromBeginning: boolean;
}

/**
 * What to load and where to start (spec 000 §4 "Playback"):
 * - a live channel or running live event starts at the live edge; with `startFromBeginning` and a
 *   start time (`liveStartTime`, else the event's scheduled start) it plays the catch-up stream from
 *   its first segment, up to `liveEndTime` for a programme that is over;
 * - a video resumes 5 s before the saved point when the saved progress lies strictly between 0.05
 *   and 0.95, else starts at the beginning.
 * Undefined when the item has nothing to play.
 */
export function playbackPlan(input: PlaybackPlanInput): PlaybackPlan | undefined {
  const { item, now = Date.now() } = input;
  const chosen = pickSource(item.sources);
  if (!chosen) return undefined;
  const source: PlayerSource = {
    url: chosen.file,
    type: chosen.type,
    textTracks: item.tracks ?? [],
  };

  if (isLiveItem(item, now)) {
    if (input.startFromBeginning) {
      const start = input.liveStartTime ?? item.scheduledStart ?? item['VCH.ScheduledStart'];
      const url = catchupSourceUrl(chosen.file, start, input.liveEndTime);
      if (url) return { source: { ...source, url }, startPosition: 0, live: true, fromBeginning: true };
    }
    return { source, live: true, fromBeginning: false };
  }

  const resumeAt = resumePositionSeconds({ progress: input.savedProgress, duration: item.duration });
  return { source, ...(resumeAt > 0 ? { startPosition: resumeAt } : {}), live: false, fromBeginning: false };
}

/**
 * What identifies a loaded stream: the player reloads only when this changes (a refetched live
 * event that has become a video gets a new source; a refetch with the same source does nothing).
 */
export const playbackKey = (plan: PlaybackPlan | undefined): string =>
  plan ? `${plan.source.url}|${plan.live ? 'live' : 'vod'}|${plan.fromBeginning ? 'start' : 'edge'}` : '';
