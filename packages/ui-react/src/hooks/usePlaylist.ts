import { contentRefetchInterval, type ContentApiClient, type Playlist, type PlaylistOptions } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useApp';

/** Playlist query parameters (page, related media, search, tags, contentType filter). */
export type PlaylistParams = Omit<PlaylistOptions, 'signal'>;

export const playlistQueryKey = (playlistId: string, params: PlaylistParams, language: string) =>
  ['playlist', playlistId, params, language] as const;

/**
 * The query of a playlist in a language: the one cache entry every reader of that playlist shares
 * (the hook, the live guide's channel lookup, the home's start-up prefetch).
 */
export const playlistQuery = (client: ContentApiClient, playlistId: string, params: PlaylistParams, language: string) => ({
  queryKey: playlistQueryKey(playlistId, params, language),
  queryFn: ({ signal }: { signal: AbortSignal }) => client.getPlaylist(playlistId, { ...params, signal }),
});

/**
 * A playlist (`/v2/playlists/{id}`) with optional parameters. Cached 20 minutes; refetched every
 * 30 s while an item in it is live or scheduled or flagged `refetch` (spec 000 §4).
 */
export function usePlaylist(playlistId: string | undefined, params: PlaylistParams = {}): UseQueryResult<Playlist> {
  const client = useContentClient();
  const language = useAppStore('site', (state) => state.language);
  return useQuery({
    ...playlistQuery(client, playlistId ?? '', params, language),
    enabled: Boolean(playlistId),
    refetchInterval: (query) => contentRefetchInterval(query.state.data),
  });
}
