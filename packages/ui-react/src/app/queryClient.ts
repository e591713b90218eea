import { QUERY_CACHE_TIME_MS, QUERY_STALE_TIME_MS, SERIES_MAX_RETRIES, httpStatusOf, isNotFoundError } from '@ott/common';
import { QueryClient } from '@tanstack/react-query';

/**
 * Content queries in general (the spec fixes only the series rule): a missing resource or another
 * client error will not change on a retry; anything else (network, 5xx) is retried up to 2 times.
 */
export function contentQueryRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (isNotFoundError(error) || (status !== undefined && status >= 400 && status < 500)) return false;
  return failureCount < SERIES_MAX_RETRIES;
}

/** The app's query client: stale time and retention 20 minutes (spec 000 §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: contentQueryRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
