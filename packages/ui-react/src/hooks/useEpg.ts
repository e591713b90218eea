import type { EpgChannel, MediaItem } from '@ott/common';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppStore } from './useAppStore';
import { useLoadEpgService } from './useApp';

/**
 * How often the live guide fetches its schedules again (001 §4 "Live schedules are refetched on
 * an interval"; the spec gives no number). Schedules cover a day, so a few minutes keep late
 * changes visible without polling every 5 s; programme states are recomputed every 5 s from the
 * clock (`useNow`) instead.
 */
export const EPG_SCHEDULE_REFETCH_MS = 5 * 60 * 1000;

export const epgQueryKey = (channelIds: readonly string[], language: string) => ['epg', channelIds, language] as const;

/**
 * The guide channels of live-channel items (`EpgService.getSchedules`): one channel per item, in
 * order; a schedule that fails gives its channel without programmes. The language is part of the
 * key because XMLTV titles and channel titles are translated. No items: the query waits.
 */
export function useEpg(items: readonly MediaItem[] | undefined): UseQueryResult<EpgChannel[]> {
  const loadEpgService = useLoadEpgService();
  const language = useAppStore('site', (state) => state.language);
  return useQuery({
    queryKey: epgQueryKey(items?.map((item) => item.mediaid) ?? [], language),
    queryFn: async ({ signal }) => (await loadEpgService()).getSchedules(items ?? [], signal),
    enabled: items !== undefined,
    refetchInterval: EPG_SCHEDULE_REFETCH_MS,
  });
}
