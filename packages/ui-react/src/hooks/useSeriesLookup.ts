import type { SeriesMembership } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useContentClient } from './useApp';

export const seriesLookupQueryKey = (mediaId: string) => ['series-lookup', mediaId] as const;

/**
 * The series a media item belongs to (`/apps/series?media_ids=`), for an episode that does not name
 * its series itself: its first membership, or null when it belongs to none.
 */
export function useSeriesLookup(mediaId: string | undefined, options: { enabled?: boolean } = {}): UseQueryResult<SeriesMembership | null> {
  const client = useContentClient();
  return useQuery({
    queryKey: seriesLookupQueryKey(mediaId ?? ''),
    queryFn: async ({ signal }) => {
      const lookup = await client.getSeriesByMediaIds([mediaId as string], { signal });
      return lookup[mediaId as string]?.[0] ?? null;
    },
    enabled: Boolean(mediaId) && (options.enabled ?? true),
  });
}
