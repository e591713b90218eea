import { contentRefetchInterval, type Playlist } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useContentClient';

export const contentListQueryKey = (listId: string, language: string) => ['content-list', listId, language] as const;

/** A content list (`/v2/sites/{siteId}/content_lists/{id}`), delivered like a playlist; same cache and refetch rules. */
export function useContentList(listId: string | undefined): UseQueryResult<Playlist> {
  const client = useContentClient();
  const language = useAppStore('config', (state) => state.language);
  return useQuery({
    queryKey: contentListQueryKey(listId ?? '', language),
    queryFn: ({ signal }) => client.getContentList(listId as string, { signal }),
    enabled: Boolean(listId),
    refetchInterval: (query) => contentRefetchInterval(query.state.data),
  });
}
