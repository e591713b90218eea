/**
 * Ad breaks a server stitched into an HLS stream (server-side ad insertion), read from the
 * playlist's SCTE-35-style markers: `#EXT-X-CUE-OUT:<seconds>` (or `DURATION=<seconds>`) on the
 * break's first segment, `#EXT-X-CUE-OUT-CONT` on the others, `#EXT-X-CUE-IN` on the first content
 * segment after it. hls.js keeps such tags, unparsed, in each fragment's `tagList` (level details'
 * `fragments`), so this works on what the player already has, without program date times.
 */

/** A media fragment as hls.js exposes it (`LevelDetails.fragments[i]`): where it lies on the stream and the tags above it. */
export interface SsaiFragment {
  /** Seconds on the stream's timeline (what `video.currentTime` shows). */
  start: number;
  duration: number;
  /** Raw tags, e.g. `['EXT-X-CUE-OUT', '8.000']`, `['EXT-X-CUE-IN']`, `['DIS']`. */
  tagList: ReadonlyArray<readonly string[]>;
}

/** One ad of a break, on the stream's timeline. */
export interface SsaiAd {
  streamStart: number;
  streamEnd: number;
}

/** One stitched break, on the stream's timeline and in content time. */
export interface SsaiBreak {
  /** 1-based position among the stream's breaks ("1 of 3"). */
  index: number;
  /** How many breaks the stream has. */
  count: number;
  streamStart: number;
  streamEnd: number;
  /** Seconds of ad (`streamEnd - streamStart`). */
  duration: number;
  /** Where in the content the break sits (content time excludes the ads). */
  contentStart: number;
  /** Its ads, split where a discontinuity starts another one inside the break ("1 of 2"); one ad when the playlist does not tell. */
  ads: readonly SsaiAd[];
}

const CUE_OUT = 'EXT-X-CUE-OUT';
const CUE_IN = 'EXT-X-CUE-IN';
/** hls.js's name for `#EXT-X-DISCONTINUITY` in a fragment's tag list. */
const DISCONTINUITY = 'DIS';
/** Fragment durations are rounded in playlists and playheads stop short of an end: a break is complete (or watched) within this much of its end. */
export const SSAI_END_TOLERANCE = 0.05;
const EPSILON = SSAI_END_TOLERANCE;

const tagOf = (fragment: SsaiFragment, name: string): readonly string[] | undefined => fragment.tagList.find((tag) => tag[0] === name);

/** The planned duration of `#EXT-X-CUE-OUT:8.000` or `#EXT-X-CUE-OUT:DURATION=8`, if it gives one. */
function plannedDuration(value: string | undefined): number | undefined {
  const seconds = Number.parseFloat((value ?? '').replace(/^DURATION=/i, ''));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The stream's ad breaks, in order. A break starts at a fragment carrying `EXT-X-CUE-OUT` and ends
 * at the next fragment carrying `EXT-X-CUE-IN`, or once its fragments cover the planned duration,
 * or at the end of the stream (a post-roll).
 */
export function ssaiBreaks(fragments: readonly SsaiFragment[]): SsaiBreak[] {
  const ranges: Array<{ start: number; end: number; adStarts: number[] }> = [];
  let open: { start: number; end: number; planned: number | undefined; adStarts: number[] } | undefined;
  const close = (): void => {
    if (open && open.end > open.start) ranges.push({ start: open.start, end: open.end, adStarts: open.adStarts });
    open = undefined;
  };
  for (const fragment of fragments) {
    if (open && (tagOf(fragment, CUE_IN) || (open.planned !== undefined && open.end - open.start >= open.planned - EPSILON))) close();
    const cueOut = tagOf(fragment, CUE_OUT);
    if (cueOut) {
      close();
      open = { start: fragment.start, end: fragment.start, planned: plannedDuration(cueOut[1]), adStarts: [fragment.start] };
    } else if (open && tagOf(fragment, DISCONTINUITY)) {
      // Inside a break, a discontinuity starts the next ad (the server frames each ad of a pod so).
      open.adStarts.push(fragment.start);
    }
    if (open) open.end = fragment.start + fragment.duration;
  }
  close();
  let adBefore = 0;
  return ranges.map(({ start, end, adStarts }, position) => {
    const ads = adStarts.map((adStart, at) => ({ streamStart: adStart, streamEnd: adStarts[at + 1] ?? end }));
    const adBreak: SsaiBreak = { index: position + 1, count: ranges.length, streamStart: start, streamEnd: end, duration: end - start, contentStart: start - adBefore, ads };
    adBefore += end - start;
    return adBreak;
  });
}

/** The break playing at this stream time, if any. */
export const ssaiBreakAt = (breaks: readonly SsaiBreak[], streamTime: number): SsaiBreak | undefined =>
  breaks.find((adBreak) => streamTime >= adBreak.streamStart && streamTime < adBreak.streamEnd);

/** What the ad UI shows while a break plays. */
export interface SsaiAdState {
  adBreak: SsaiBreak;
  /** Seconds of the break left. */
  timeLeft: number;
}

/**
 * The viewer's progress through a stream's breaks: which break plays now and where a seek may
 * land. A break counts as watched once the playhead reaches its end; seeking forward over (or
 * into) an unwatched break lands at its start (over several: the last one), as with client-side
 * mid-rolls; a seek into a watched break lands after it; no seek leaves a break that is playing.
 */
export interface SsaiBreakState {
  /** Call with every time update; returns the break playing now (or null). */
  update(streamTime: number): SsaiAdState | null;
  /** Where a seek from `from` to `to` (stream times) lands. */
  seekTarget(from: number, to: number): number;
  /** Whether the viewer has watched this break to its end. */
  watched(adBreak: SsaiBreak): boolean;
}

export function createSsaiBreakState(breaks: readonly SsaiBreak[]): SsaiBreakState {
  const watched = new Set<number>();
  return {
    update(streamTime) {
      for (const adBreak of breaks) if (streamTime >= adBreak.streamEnd - EPSILON) watched.add(adBreak.index);
      const adBreak = ssaiBreakAt(breaks, streamTime);
      return adBreak && !watched.has(adBreak.index) ? { adBreak, timeLeft: Math.max(0, adBreak.streamEnd - streamTime) } : null;
    },
    seekTarget(from, to) {
      const playing = ssaiBreakAt(breaks, from);
      if (playing && !watched.has(playing.index)) return from;
      const inside = ssaiBreakAt(breaks, to);
      if (to <= from) return inside && watched.has(inside.index) ? inside.streamEnd : (inside?.streamStart ?? to);
      const skipped = breaks.filter((adBreak) => !watched.has(adBreak.index) && adBreak.streamStart > from && adBreak.streamStart <= to);
      if (skipped.length > 0) return skipped.at(-1)!.streamStart;
      return inside && watched.has(inside.index) ? inside.streamEnd : to;
    },
    watched: (adBreak) => watched.has(adBreak.index),
  };
}
