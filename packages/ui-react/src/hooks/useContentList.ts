import { contentRefetchInterval, type ContentApiClient, type Playlist } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useApp';

export const contentListQueryKey = (listId: string, language: string) => ['content-list', listId, language] as const;

/** The query of a content list in a language, shared by the hook and the home's start-up prefetch. */
export const contentListQuery = (client: ContentApiClient, listId: string, language: string) => ({
  queryKey: contentListQueryKey(listId, language),
  queryFn: ({ signal }: { signal: AbortSignal }) => client.getContentList(listId, { signal }),
});

/** A content list (`/v2/sites/{siteId}/content_lists/{id}`), delivered like a playlist; same cache and refetch rules. */
export function useContentList(listId: string | undefined): UseQueryResult<Playlist> {
  const client = useContentClient();
  const language = useAppStore('site', (state) => state.language);
  return useQuery({
    ...contentListQuery(client, listId ?? '', language),
    enabled: Boolean(listId),
    refetchInterval: (query) => contentRefetchInterval(query.state.data),
  });
}
