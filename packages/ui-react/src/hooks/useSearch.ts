import { isAppContentSearchEnabled, type Config, type ContentApiShape, type Playlist } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useConfig } from './useConfig';
import { useContentClient } from './useContentClient';

/** Where a search goes (001 §7.1): the app-content search, the config's search playlist, or the second content shape's `/search`. */
export type SearchSource = { kind: 'appContent' } | { kind: 'playlist'; playlistId: string } | { kind: 'second' };

/**
 * The search source a config enables: the second content shape always searches; v2 uses the
 * app-content search when the config turns it on (it wins over a search playlist), else the
 * `features.searchPlaylist` playlist. Undefined: the site has no search (the header hides it).
 */
export function searchSourceOf(config: Pick<Config, 'features' | 'custom'>, apiShape: ContentApiShape): SearchSource | undefined {
  if (apiShape === 'second') return { kind: 'second' };
  if (isAppContentSearchEnabled(config)) return { kind: 'appContent' };
  const playlistId = config.features.searchPlaylist;
  return playlistId ? { kind: 'playlist', playlistId } : undefined;
}

/** The search source of the running app (see searchSourceOf). */
export function useSearchSource(): SearchSource | undefined {
  const config = useConfig();
  const client = useContentClient();
  return searchSourceOf(config, client.apiShape);
}

export const searchQueryKey = (query: string, source: SearchSource | undefined, language: string) => ['search', query, source, language] as const;

/**
 * Search results for a query (spec 000 §2): through the source the config enables. A blank query
 * does not search (the screen prompts to start typing), nor does a site without search (the
 * screen shows that as a failed search).
 */
export function useSearch(query: string): UseQueryResult<Playlist> {
  const client = useContentClient();
  const source = useSearchSource();
  const language = useAppStore('config', (state) => state.language);
  const term = query.trim();
  return useQuery({
    queryKey: searchQueryKey(term, source, language),
    queryFn: ({ signal }) =>
      client.search(term, {
        signal,
        appContent: source?.kind === 'appContent',
        playlistId: source?.kind === 'playlist' ? source.playlistId : undefined,
      }),
    enabled: term !== '' && source !== undefined,
  });
}
