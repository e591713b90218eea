import { createMediaResolver, type MediaItem } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useContentClient } from './useApp';
import { useAppStore } from './useAppStore';

export const watchlistQueryKey = (listId: string | undefined, mediaIds: readonly string[], language: string) =>
  ['watchlist', listId ?? '', [...mediaIds], language] as const;

/**
 * Media items for a list of ids in the active language: through the config's watch list
 * (`/apps/watchlists/{id}?media_ids=`, one request) when `listId` is set, else one media request
 * per id; ids the catalog no longer has are left out. The favorites and continue-watching shelves
 * use it so that their titles follow a language change (the stores keep the items they loaded at
 * start). No ids, no request.
 */
export function useWatchlist(listId: string | undefined, mediaIds: readonly string[]): UseQueryResult<MediaItem[]> {
  const client = useContentClient();
  const language = useAppStore('site', (state) => state.language);
  return useQuery({
    queryKey: watchlistQueryKey(listId, mediaIds, language),
    queryFn: () => createMediaResolver(client, listId)([...mediaIds]),
    enabled: mediaIds.length > 0,
  });
}
