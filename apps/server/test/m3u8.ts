/** A parsed media playlist, for assertions. */
export interface ParsedPlaylist {
  tags: Record<string, string>;
  ended: boolean;
  segments: Array<{ uri: string; programDateTime: string; duration: number; discontinuity: boolean }>;
}

export function parseMediaPlaylist(text: string): ParsedPlaylist {
  const lines = text.trim().split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error('not an M3U8 playlist');
  const tags: Record<string, string> = {};
  const segments: ParsedPlaylist['segments'] = [];
  let pending: Partial<ParsedPlaylist['segments'][number]> = { discontinuity: false };
  for (const line of lines.slice(1)) {
    if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.programDateTime = line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length);
    else if (line.startsWith('#EXTINF:')) pending.duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#')) {
      const [name, value = ''] = line.slice(1).split(/:(.*)/s);
      tags[name!] = value;
    } else {
      segments.push({ ...pending, uri: line } as ParsedPlaylist['segments'][number]);
      pending = { discontinuity: false };
    }
  }
  return { tags, ended: 'EXT-X-ENDLIST' in tags, segments };
}
