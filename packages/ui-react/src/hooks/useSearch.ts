import { searchSourceOf, type Playlist, type SearchSource } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useConfig } from './useApp';
import { useContentClient } from './useApp';

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
  const language = useAppStore('site', (state) => state.language);
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
