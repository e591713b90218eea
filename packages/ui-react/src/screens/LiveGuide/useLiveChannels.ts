import { findLiveChannels, liveCandidates, type LiveChannels } from '@ott/common';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { useContentClient } from '../../hooks/useApp';
import { playlistQuery } from '../../hooks/usePlaylist';

/**
 * The live playlist of the config and its channel items (common's liveCandidates and
 * findLiveChannels). Each candidate playlist is read through the query cache under the key
 * `usePlaylist` uses, so a playlist the home page or a playlist page already loaded is not fetched
 * again. Null: the site has no live playlist.
 */
export function useLiveChannels(): UseQueryResult<LiveChannels | null> {
  const config = useConfig();
  const client = useContentClient();
  const queryClient = useQueryClient();
  const language = useAppStore('site', (state) => state.language);
  const candidates = useMemo(() => liveCandidates(config), [config]);
  return useQuery({
    queryKey: ['liveChannels', candidates, language],
    queryFn: () =>
      findLiveChannels(candidates, (playlistId) => queryClient.fetchQuery(playlistQuery(client, playlistId, {}, language))),
  });
}
