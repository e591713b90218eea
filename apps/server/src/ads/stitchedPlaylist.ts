import type { PlacedBreak } from './breakPlan';
import type { PlaylistSegment } from './mediaPlaylist';

/** A break with the ad segments that fill it. */
export interface StitchedBreak extends PlacedBreak {
  segments: readonly PlaylistSegment[];
}

export interface StitchOptions {
  content: readonly PlaylistSegment[];
  breaks: readonly StitchedBreak[];
  /** Absolute URL of a content segment (signed for a protected item). */
  contentUri: (uri: string) => string;
  /** Absolute URL of segment `segmentIndex` of a break (the session route that fires its beacons). */
  adUri: (adBreak: StitchedBreak, segmentIndex: number) => string;
}

const extinf = (duration: number): string => `#EXTINF:${duration.toFixed(6)},`;
const seconds = (value: number): string => value.toFixed(3);

/**
 * A VOD media playlist with the ad breaks spliced in. Each break is framed by
 * `#EXT-X-DISCONTINUITY` (timestamps restart in the ad and again in the content) and marked the
 * SCTE-35 way players and SSAI services share: `#EXT-X-CUE-OUT:<duration>` on its first segment,
 * `#EXT-X-CUE-OUT-CONT:ElapsedTime=,Duration=` on the others, `#EXT-X-CUE-IN` on the content
 * segment that follows.
 */
export function stitchedMediaPlaylist({ content, breaks, contentUri, adUri }: StitchOptions): string {
  const all = [...content, ...breaks.flatMap((adBreak) => adBreak.segments)];
  const target = Math.ceil(Math.max(...all.map((segment) => segment.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  let first = true;
  let cueIn = false;
  const writeBreak = (adBreak: StitchedBreak): void => {
    const total = adBreak.segments.reduce((sum, segment) => sum + segment.duration, 0);
    let elapsed = 0;
    adBreak.segments.forEach((segment, index) => {
      if (index === 0 && !first) lines.push('#EXT-X-DISCONTINUITY');
      else if (index > 0 && segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(index === 0 ? `#EXT-X-CUE-OUT:${seconds(total)}` : `#EXT-X-CUE-OUT-CONT:ElapsedTime=${seconds(elapsed)},Duration=${seconds(total)}`);
      lines.push(extinf(segment.duration), adUri(adBreak, index));
      elapsed += segment.duration;
      first = false;
    });
    cueIn = true;
  };
  let next = 0;
  content.forEach((segment, position) => {
    while (next < breaks.length && breaks[next]!.position === position) writeBreak(breaks[next++]!);
    if (cueIn || (segment.discontinuity && !first)) lines.push('#EXT-X-DISCONTINUITY');
    if (cueIn) lines.push('#EXT-X-CUE-IN');
    cueIn = false;
    lines.push(extinf(segment.duration), contentUri(segment.uri));
    first = false;
  });
  while (next < breaks.length) writeBreak(breaks[next++]!);
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
