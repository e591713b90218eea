import { toStreamTime } from './contentTime';
import { createSsaiBreakState, ssaiBreakAt, type SsaiBreak, type SsaiBreakState } from './ssaiBreaks';

/**
 * A break already watched that the playhead runs into again (after a seek back) is jumped over,
 * unless less than this is left of it (the playhead at a break's very end is not worth a seek).
 */
const REPLAY_SKIP_MIN_SECONDS = 1;

/** What the session does at a stream time. */
export type StitchedStep = { play: SsaiBreak } | { skipTo: number } | null;

/**
 * The session's side of server-stitched breaks in one playback, without the engine: which break
 * is due at the playhead, where a seek in content time lands on the stream, and where the
 * content goes on after a break the seek ran into (the viewer's target, as with client-side mid-rolls).
 */
export interface StitchedPlayback {
  readonly breaks: readonly SsaiBreak[];
  /** The breaks of the stream, as its playlist tells (again); those already watched stay watched. */
  setBreaks(breaks: readonly SsaiBreak[]): void;
  /**
   * The stream time a resume point in content time plays at; the breaks before it count as
   * watched (they are passed, as client-side breaks before a resume point do not play).
   */
  resumeAt(contentTime: number): number;
  /** Call with every time update: an unwatched break at the playhead plays; a watched one is jumped over. */
  at(streamTime: number): StitchedStep;
  /** Whether an unwatched break plays at this stream time (no progress counts then). */
  inBreak(streamTime: number): boolean;
  /**
   * Where a seek from `from` (stream time) to `contentTime` lands on the stream: an unwatched
   * break in the way plays first, and the seek target is kept for after it (`takeResume`).
   */
  seek(from: number, contentTime: number): number;
  /** After a break: the stream time the viewer asked for before it, once; null when none. */
  takeResume(): number | null;
}

export function createStitchedPlayback(): StitchedPlayback {
  let breaks: readonly SsaiBreak[] = [];
  let state: SsaiBreakState = createSsaiBreakState(breaks);
  /** Content time the viewer sought to when a break was in the way. */
  let resume: number | null = null;
  const unwatchedAt = (streamTime: number): SsaiBreak | undefined => {
    const adBreak = ssaiBreakAt(breaks, streamTime);
    return adBreak && !state.watched(adBreak) ? adBreak : undefined;
  };
  /** A stream time for a content time, past any watched break sitting there. */
  const streamTimeOf = (contentTime: number): number => {
    const streamTime = toStreamTime(breaks, contentTime);
    const adBreak = ssaiBreakAt(breaks, streamTime);
    return adBreak && state.watched(adBreak) ? adBreak.streamEnd : streamTime;
  };

  return {
    get breaks() {
      return breaks;
    },
    setBreaks(next) {
      const watched = new Set(breaks.filter((adBreak) => state.watched(adBreak)).map((adBreak) => adBreak.streamStart));
      breaks = next;
      state = createSsaiBreakState(next);
      // Marks the breaks watched before (the state counts a break watched once the playhead has reached its end).
      for (const adBreak of next) if (watched.has(adBreak.streamStart)) state.update(adBreak.streamEnd);
    },
    resumeAt(contentTime) {
      const streamTime = toStreamTime(breaks, contentTime);
      state.update(streamTime);
      return streamTime;
    },
    at(streamTime) {
      const playing = state.update(streamTime);
      if (playing) return { play: playing.adBreak };
      const passed = ssaiBreakAt(breaks, streamTime);
      return passed && passed.streamEnd - streamTime > REPLAY_SKIP_MIN_SECONDS ? { skipTo: passed.streamEnd } : null;
    },
    inBreak: (streamTime) => unwatchedAt(streamTime) !== undefined,
    seek(from, contentTime) {
      const target = state.seekTarget(from, streamTimeOf(contentTime));
      const landing = unwatchedAt(target);
      resume = landing && contentTime > landing.contentStart ? contentTime : null;
      return target;
    },
    takeResume() {
      const contentTime = resume;
      resume = null;
      return contentTime === null ? null : streamTimeOf(contentTime);
    },
  };
}
