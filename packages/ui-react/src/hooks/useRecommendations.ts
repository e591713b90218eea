import type { Playlist } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useConfig } from './useApp';
import { useContentClient } from './useApp';

export const recommendationsQueryKey = (playlistId: string, mediaId: string, language: string) =>
  ['recommendations', playlistId, mediaId, language] as const;

/**
 * Items related to a media item: the config's `features.recommendationsPlaylist` asked with
 * `related_media_id` (the second content API shape has its own related route and needs no
 * playlist). Disabled when the site has no recommendations playlist; the item itself is left out.
 */
export function useRecommendations(mediaId: string | undefined): UseQueryResult<Playlist> {
  const client = useContentClient();
  const { features } = useConfig();
  const language = useAppStore('site', (state) => state.language);
  const playlistId = features.recommendationsPlaylist ?? undefined;
  return useQuery({
    queryKey: recommendationsQueryKey(playlistId ?? '', mediaId ?? '', language),
    queryFn: async ({ signal }) => {
      const related = await client.getRelatedMedia(mediaId as string, { playlistId, signal });
      return { ...related, playlist: related.playlist.filter((item) => item.mediaid !== mediaId) };
    },
    enabled: Boolean(mediaId) && (Boolean(playlistId) || client.shape.related !== null),
  });
}
