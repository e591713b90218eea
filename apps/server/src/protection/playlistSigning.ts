import { withQuery } from './HlsSigner';

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * A playlist with `query` (`exp=&sig=`) added to every URI it holds: the URI lines (variants,
 * segments) and the `URI="..."` attributes (alternate audio, subtitles, keys, maps), so that a
 * player following them as they are stays signed. Relative URIs stay relative.
 */
export const signPlaylistUris = (text: string, query: string): string => mapPlaylistUris(text, (uri) => withQuery(uri, query));

/** A playlist with every URI it holds (URI lines and `URI="..."` attributes) replaced by `map(uri)`. */
export function mapPlaylistUris(text: string, map: (uri: string) => string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${map(uri)}"`);
      return map(trimmed);
    })
    .join('\n');
}
