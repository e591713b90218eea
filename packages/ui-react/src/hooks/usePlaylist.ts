import { contentRefetchInterval, type Playlist, type PlaylistOptions } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useContentClient';

/** Playlist query parameters (page, related media, search, tags, contentType filter). */
export type PlaylistParams = Omit<PlaylistOptions, 'signal'>;

export const playlistQueryKey = (playlistId: string, params: PlaylistParams, language: string) =>
  ['playlist', playlistId, params, language] as const;

/**
 * A playlist (`/v2/playlists/{id}`) with optional parameters. Cached 20 minutes; refetched every
 * 30 s while an item in it is live or scheduled or flagged `refetch` (spec 000 §4).
 */
export function usePlaylist(playlistId: string | undefined, params: PlaylistParams = {}): UseQueryResult<Playlist> {
  const client = useContentClient();
  const language = useAppStore('config', (state) => state.language);
  return useQuery({
    queryKey: playlistQueryKey(playlistId ?? '', params, language),
    queryFn: ({ signal }) => client.getPlaylist(playlistId as string, { ...params, signal }),
    enabled: Boolean(playlistId),
    refetchInterval: (query) => contentRefetchInterval(query.state.data),
  });
}
