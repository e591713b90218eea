import { seriesQueryRetry, type Series } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useContentClient } from './useApp';

export const seriesQueryKey = (seriesId: string) => ['series', seriesId] as const;

/** A series with its seasons (`/apps/series/{id}`): no retry on 404, otherwise up to 2 retries (spec 000 §9). */
export function useSeries(seriesId: string | undefined): UseQueryResult<Series> {
  const client = useContentClient();
  return useQuery({
    queryKey: seriesQueryKey(seriesId ?? ''),
    queryFn: ({ signal }) => client.getSeries(seriesId as string, { signal }),
    enabled: Boolean(seriesId),
    retry: (failureCount, error) => seriesQueryRetry(failureCount, error),
  });
}
