import { contentRefetchInterval, type MediaItem } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useApp';

/** Query key of a media item; the language is part of it because titles and descriptions are translated. */
export const mediaQueryKey = (mediaId: string, language: string) => ['media', mediaId, language] as const;

/**
 * A media item (`/v2/media/{id}`). Cached 20 minutes; refetched every 30 s while it is live or
 * scheduled or flagged `refetch` (spec 000 §4). A missing id disables the query.
 */
export function useMedia(mediaId: string | undefined): UseQueryResult<MediaItem> {
  const client = useContentClient();
  const language = useAppStore('site', (state) => state.language);
  return useQuery({
    queryKey: mediaQueryKey(mediaId ?? '', language),
    queryFn: ({ signal }) => client.getMediaById(mediaId as string, { signal }),
    enabled: Boolean(mediaId),
    refetchInterval: (query) => contentRefetchInterval(query.state.data),
  });
}
