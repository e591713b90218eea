import { withQuery } from './HlsSigner';

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * A playlist with `query` (`exp=&sig=`) added to every URI it holds: the URI lines (variants,
 * segments) and the `URI="..."` attributes (alternate audio, subtitles, keys, maps), so that a
 * player following them as they are stays signed. Relative URIs stay relative.
 */
export function signPlaylistUris(text: string, query: string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${withQuery(uri, query)}"`);
      return withQuery(trimmed, query);
    })
    .join('\n');
}
