import type { FetchLike } from '../services/http';

/**
 * Where index.html's start-up script (configs/vite/plugins/earlyRequests.ts) leaves the replies it
 * asked for while the app's script downloads: the settings file, the config and the first screen's
 * playlists, by URL.
 */
export const EARLY_RESPONSES_GLOBAL = '__ottEarlyResponses';

export type EarlyResponses = Map<string, Promise<Response>>;

/** The page's early replies, if its start-up script left any. */
export function readEarlyResponses(scope: object = globalThis): EarlyResponses | undefined {
  const value: unknown = (scope as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  return value instanceof Map ? (value as EarlyResponses) : undefined;
}

/**
 * A fetch that answers a GET of a URL the page asked for early with that reply, once; any other
 * request, and an early request that failed on the network, goes to `fetch`.
 */
export function withEarlyResponses(fetch: FetchLike, early: EarlyResponses | undefined): FetchLike {
  if (!early) return fetch;
  return (input, init) => {
    const reply = (init?.method ?? 'GET').toUpperCase() === 'GET' ? early.get(input) : undefined;
    if (!reply) return fetch(input, init);
    early.delete(input);
    return reply.catch(() => fetch(input, init));
  };
}
