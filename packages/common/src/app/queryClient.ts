import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { QUERY_CACHE_TIME_MS, QUERY_STALE_TIME_MS, SERIES_MAX_RETRIES } from '../constants';
import { isNotFoundError } from '../services/content/contentErrors';
import { bootstrapQueryRetry, httpStatusOf } from '../rules/schedules/queryRetry';

/** Pause before the bootstrap's one retry: long enough for a blip in the network to pass. */
export const BOOTSTRAP_RETRY_DELAY_MS = 1000;

/**
 * Content queries in general (the spec fixes only the series rule): a missing resource or another
 * client error will not change on a retry; anything else (network, 5xx) is retried up to 2 times.
 */
export function contentQueryRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (isNotFoundError(error) || (status !== undefined && status >= 400 && status < 500)) return false;
  return failureCount < SERIES_MAX_RETRIES;
}

/**
 * The app's query client (TanStack Query's framework-free core): stale time and retention
 * 20 minutes (spec 000 §9). It runs the content queries of the screens and the start-up's own
 * fetches, so the app has one retry mechanism.
 */
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

export interface BootstrapFetch<T> {
  queryKey: QueryKey;
  queryFn: (signal: AbortSignal) => Promise<T>;
  /** Errors a retry cannot fix (an invalid file stays invalid) fail at once; default: all are retried. */
  isRetryable?: (error: unknown) => boolean;
  /** Default BOOTSTRAP_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

/**
 * A start-up fetch through the query client, retried once (spec 000 §9 "app bootstrap retries
 * once"). It runs even when the browser reports being offline, so that a site that cannot start
 * says so instead of waiting.
 */
export function bootstrapFetch<T>(queryClient: QueryClient, request: BootstrapFetch<T>): Promise<T> {
  const isRetryable = request.isRetryable ?? (() => true);
  return queryClient.fetchQuery({
    queryKey: request.queryKey,
    queryFn: ({ signal }) => request.queryFn(signal),
    retry: (failureCount, error) => isRetryable(error) && bootstrapQueryRetry(failureCount, error),
    retryDelay: request.retryDelayMs ?? BOOTSTRAP_RETRY_DELAY_MS,
    networkMode: 'always',
    staleTime: Infinity,
  });
}
