import { BOOTSTRAP_MAX_RETRIES, SERIES_MAX_RETRIES } from '../../constants';

/**
 * A query retry predicate in TanStack Query's shape: `failureCount` is the number of failures so
 * far minus one (0 after the first), so `failureCount < n` allows n retries.
 */
export type QueryRetryPredicate = (failureCount: number, error: unknown) => boolean;

/** The HTTP status an error carries: `status`, a numeric `code` (AppError), or `response.status`. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, response } = error as { status?: unknown; code?: unknown; response?: { status?: unknown } };
  for (const candidate of [status, code, response?.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

/** Series fetch: a 404 will not go away, so no retry; anything else up to 2 retries. */
export const seriesQueryRetry: QueryRetryPredicate = (failureCount, error) =>
  httpStatusOf(error) !== 404 && failureCount < SERIES_MAX_RETRIES;

/** App bootstrap (config, translations, session): one retry. */
export const bootstrapQueryRetry: QueryRetryPredicate = (failureCount) => failureCount < BOOTSTRAP_MAX_RETRIES;
