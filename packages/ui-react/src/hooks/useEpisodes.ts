import { EPISODE_PAGE_SIZE, type EpisodesPage, type Pagination } from '@ott/common';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useApp';

/** Query key of a series' episodes: one season's, or all of them (`null`) for a series without seasons. */
export const episodesQueryKey = (seriesId: string, seasonNumber: number | null, language: string) =>
  ['episodes', seriesId, seasonNumber, language] as const;

/**
 * The `page_offset` of the page after a reply, or undefined after the last one: episode
 * `page_offset` is a 0-based page index and a reply's `page` the 1-based number of the page it
 * holds, so the next request asks for the previous reply's `page`.
 */
export const nextEpisodesPage = ({ page, page_limit, total }: Pagination): number | undefined => (page * page_limit < total ? page : undefined);

/**
 * A series' episodes in pages of EPISODE_PAGE_SIZE (20): one season's
 * (`/apps/series/{id}/seasons/{n}/episodes`) when `seasonNumber` is given, else the whole series
 * (`/apps/series/{id}/episodes`). `fetchNextPage()` loads the next page; `enabled: false` waits.
 */
export function useEpisodes(
  seriesId: string | undefined,
  seasonNumber: number | undefined,
  options: { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<EpisodesPage, number>> {
  const client = useContentClient();
  const language = useAppStore('site', (state) => state.language);
  return useInfiniteQuery({
    queryKey: episodesQueryKey(seriesId ?? '', seasonNumber ?? null, language),
    queryFn: ({ pageParam, signal }) => {
      const paging = { pageOffset: pageParam, pageLimit: EPISODE_PAGE_SIZE, signal };
      return seasonNumber === undefined
        ? client.getEpisodes(seriesId as string, paging)
        : client.getSeasonEpisodes(seriesId as string, seasonNumber, paging);
    },
    initialPageParam: 0,
    getNextPageParam: nextEpisodesPage,
    enabled: Boolean(seriesId) && (options.enabled ?? true),
  });
}
