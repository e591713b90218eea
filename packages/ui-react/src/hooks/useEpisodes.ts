import { EPISODE_PAGE_SIZE, type EpisodesPage, type Pagination } from '@ott/common';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useContentClient } from './useApp';

/** Query key of a series' episodes: one season's, or all of them (`null`) for a series without seasons. */
export const episodesQueryKey = (seriesId: string, seasonNumber: number | null, language: string) =>
  ['episodes', seriesId, seasonNumber, language] as const;

/** The page after `pagination`, or undefined after the last one (`page_offset` of episodes is a 1-based page number). */
export const nextEpisodesPage = ({ page, page_limit, total }: Pagination): number | undefined =>
  page * page_limit < total ? page + 1 : undefined;

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
    initialPageParam: 1,
    getNextPageParam: (lastPage) => nextEpisodesPage(lastPage.pagination),
    enabled: Boolean(seriesId) && (options.enabled ?? true),
  });
}
