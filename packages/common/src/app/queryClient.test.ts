import { QUERY_CACHE_TIME_MS, QUERY_STALE_TIME_MS } from '../constants';
import { AppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { describe, expect, it } from 'vitest';
import { contentQueryRetry, createQueryClient } from './queryClient';

describe('content queries', () => {
  it('keep data 20 minutes fresh and 20 minutes cached', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(options?.gcTime).toBe(QUERY_CACHE_TIME_MS);
  });

  it.each([
    ['a missing playlist', createAppError('playlist_not_found', { code: 404 }), 0, false],
    ['a refused request', new AppError('Forbidden', { code: 403 }), 0, false],
    ['a server error, first failure', new AppError('Bad gateway', { code: 502 }), 0, true],
    ['a server error, second failure', new AppError('Bad gateway', { code: 502 }), 1, true],
    ['a server error, third failure', new AppError('Bad gateway', { code: 502 }), 2, false],
    ['a network failure', new TypeError('Failed to fetch'), 0, true],
  ])('%s: retry %s', (_name, error, failureCount, retry) => {
    expect(contentQueryRetry(failureCount, error)).toBe(retry);
  });
});
