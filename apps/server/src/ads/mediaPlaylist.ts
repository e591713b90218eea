/** One segment of a VOD media playlist, as the stitcher needs it. */
export interface PlaylistSegment {
  uri: string;
  /** Seconds (`#EXTINF`). */
  duration: number;
  /** An `#EXT-X-DISCONTINUITY` stands before it. */
  discontinuity: boolean;
}

/** Tags a stitched playlist can carry over; anything else (keys, maps, byte ranges) makes the playlist unsplicable. */
const HEADER_TAGS = /^#(EXTM3U|EXT-X-VERSION|EXT-X-TARGETDURATION|EXT-X-MEDIA-SEQUENCE|EXT-X-PLAYLIST-TYPE|EXT-X-INDEPENDENT-SEGMENTS|EXT-X-ENDLIST)(:|$)/;

/**
 * The segments of a VOD media playlist (the clip files the generator writes: `#EXTINF` + URI,
 * `#EXT-X-DISCONTINUITY` before each loop), or undefined when it holds a tag the stitcher cannot
 * carry into a spliced playlist (encryption keys, init maps, byte ranges...).
 */
export function parseVodMediaPlaylist(text: string): PlaylistSegment[] | undefined {
  const segments: PlaylistSegment[] = [];
  let duration: number | undefined;
  let discontinuity = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
      if (!Number.isFinite(duration) || duration <= 0) return undefined;
    } else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line.startsWith('#')) {
      if (!HEADER_TAGS.test(line)) return undefined;
    } else {
      if (duration === undefined) return undefined;
      segments.push({ uri: line, duration, discontinuity });
      duration = undefined;
      discontinuity = false;
    }
  }
  return segments.length > 0 ? segments : undefined;
}
