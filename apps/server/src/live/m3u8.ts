import type { TimelineSegment } from './timeline';

export interface MediaPlaylist {
  targetDuration: number;
  mediaSequence: number;
  discontinuitySequence: number;
  /** EVENT: segments are only ever appended (catch-up from a start time). VOD: complete. Absent: a sliding live window. */
  playlistType?: 'EVENT' | 'VOD';
  /** EXT-X-ENDLIST: nothing more will be added. */
  ended: boolean;
  segments: readonly TimelineSegment[];
}

/** A live or event media playlist (RFC 8216) with a PROGRAM-DATE-TIME on every segment. */
export function renderMediaPlaylist(playlist: MediaPlaylist): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(playlist.targetDuration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${playlist.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${playlist.discontinuitySequence}`,
  ];
  if (playlist.playlistType) lines.push(`#EXT-X-PLAYLIST-TYPE:${playlist.playlistType}`);
  for (const segment of playlist.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`, `#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
  }
  if (playlist.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

export interface VariantStream {
  uri: string;
  bandwidth: number;
  averageBandwidth?: number;
  width: number;
  height: number;
  frameRate: number;
  /** Omitted when the clips of a stream do not share one codec string. */
  codecs?: string;
}

/** A master playlist with one variant. */
export function renderMasterPlaylist(variant: VariantStream): string {
  let info = `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth}`;
  if (variant.averageBandwidth) info += `,AVERAGE-BANDWIDTH=${variant.averageBandwidth}`;
  info += `,RESOLUTION=${variant.width}x${variant.height},FRAME-RATE=${variant.frameRate.toFixed(3)}`;
  if (variant.codecs) info += `,CODECS="${variant.codecs}"`;
  return ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', info, variant.uri, ''].join('\n');
}
