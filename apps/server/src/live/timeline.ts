/**
 * A live stream is an endless (or, for an event, bounded) numbered sequence of segments laid on
 * wall-clock time. Segment `n` starts at `startMs(n)`; its media sequence number is `n` itself, so
 * the number a player sees advances by one every segment duration, whoever asks and whenever.
 */
export interface TimelineSegment {
  /** Media sequence number. */
  index: number;
  /** Wall-clock start, epoch ms (EXT-X-PROGRAM-DATE-TIME). */
  startMs: number;
  /** Seconds (EXTINF). */
  duration: number;
  /** Root-relative URL of the segment file. */
  uri: string;
  /** Timestamps restart here (a new programme, or a clip looping): EXT-X-DISCONTINUITY. */
  discontinuity: boolean;
}

export interface Timeline {
  /** Seconds per segment (every segment of a live timeline has the same length). */
  readonly segmentDuration: number;
  /** First segment that exists (an event starts at 0; a channel runs since the epoch). */
  readonly firstIndex: number;
  /** Last segment that will ever exist (an event ends), or undefined (a channel never ends). */
  readonly lastIndex: number | undefined;
  /** Index of the segment on air at `ms` (it may be unfinished). */
  indexAt(ms: number): number;
  startMs(index: number): number;
  segmentAt(index: number): TimelineSegment;
  /** How many segments before `index` carry a discontinuity (EXT-X-DISCONTINUITY-SEQUENCE). */
  discontinuitiesBefore(index: number): number;
}

/** Root-relative URL of a clip file served by the HLS VOD routes. */
export const clipFileUrl = (clipId: string, file: string): string => `/hls/${clipId}/${file}`;

/**
 * One clip looped from a wall-clock origin: the timeline of a live event. Segment k plays clip
 * segment k mod L; every loop after the first starts with a discontinuity.
 */
export function loopTimeline(options: {
  clipId: string;
  segmentUris: readonly string[];
  segmentDuration: number;
  originMs: number;
  /** Wall-clock end of the stream, if it ends. */
  endMs?: number;
}): Timeline {
  const { clipId, segmentUris, segmentDuration, originMs, endMs } = options;
  const durationMs = segmentDuration * 1000;
  const loop = segmentUris.length;
  const startMs = (index: number): number => originMs + index * durationMs;
  return {
    segmentDuration,
    firstIndex: 0,
    lastIndex: endMs === undefined ? undefined : Math.max(0, Math.ceil((endMs - originMs) / durationMs) - 1),
    indexAt: (ms) => Math.floor((ms - originMs) / durationMs),
    startMs,
    segmentAt: (index) => ({
      index,
      startMs: startMs(index),
      duration: segmentDuration,
      uri: clipFileUrl(clipId, segmentUris[index % loop]!),
      discontinuity: index > 0 && index % loop === 0,
    }),
    discontinuitiesBefore: (index) => (index > 0 ? Math.floor((index - 1) / loop) : 0),
  };
}
