/**
 * Content time in a stream with stitched ad breaks: the position in the film itself, the ads taken
 * out. The viewer sees it, progress is saved in it and a resume point is one; the engine plays
 * stream time. Without breaks both are the same.
 */
import type { PlayerSnapshot } from './PlayerAdapter';
import type { SsaiBreak } from './ssaiBreaks';

/** Content time of a stream time: the ads before it taken out (inside a break: where the break sits). */
export function toContentTime(breaks: readonly SsaiBreak[], streamTime: number): number {
  let content = streamTime;
  for (const adBreak of breaks) {
    if (streamTime >= adBreak.streamEnd) content -= adBreak.duration;
    else if (streamTime >= adBreak.streamStart) return adBreak.contentStart;
  }
  return content;
}

/** Stream time of a content time; a break sitting exactly there comes first (a resume at 0 plays the pre-roll). */
export const toStreamTime = (breaks: readonly SsaiBreak[], contentTime: number): number =>
  contentTime + breaks.filter((adBreak) => adBreak.contentStart < contentTime).reduce((sum, adBreak) => sum + adBreak.duration, 0);

/** The content's own duration in a stream of this duration (NaN and Infinity stay as they are). */
export const contentDuration = (breaks: readonly SsaiBreak[], streamDuration: number): number =>
  Number.isFinite(streamDuration) ? Math.max(0, streamDuration - breaks.reduce((sum, adBreak) => sum + adBreak.duration, 0)) : streamDuration;

/** What the controls show, in content time: the position, the duration and the seekable range. */
export function contentSnapshot(breaks: readonly SsaiBreak[], snapshot: PlayerSnapshot): PlayerSnapshot {
  if (breaks.length === 0) return snapshot;
  return {
    ...snapshot,
    currentTime: toContentTime(breaks, snapshot.currentTime),
    duration: contentDuration(breaks, snapshot.duration),
    seekableStart: toContentTime(breaks, snapshot.seekableStart),
    seekableEnd: toContentTime(breaks, snapshot.seekableEnd),
  };
}
