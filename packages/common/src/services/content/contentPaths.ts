/**
 * Paths of the content host (001 §7.1) that are the same in both delivery shapes; the paths that
 * differ are in the shape descriptors (`contentApiShapes.ts`). Ids are URL-encoded, so an id can
 * never reach another route.
 */
export const pathSegment = (value: string | number): string => encodeURIComponent(String(value));

export const CONTENT_PATHS = {
  playbackJson: (siteId: string, mediaId: string): string => `/v2/sites/${pathSegment(siteId)}/media/${pathSegment(mediaId)}/playback.json`,
  mediaToken: (): string => '/v2/items/jw-media/token',
  contentList: (siteId: string, listId: string): string => `/v2/sites/${pathSegment(siteId)}/content_lists/${pathSegment(listId)}`,
  appContentSearch: (siteId: string): string => `/v2/sites/${pathSegment(siteId)}/app_content/media/search`,
  watchlist: (watchlistId: string): string => `/apps/watchlists/${pathSegment(watchlistId)}`,
  series: (seriesId: string): string => `/apps/series/${pathSegment(seriesId)}`,
  seriesLookup: (): string => '/apps/series',
  seasonEpisodes: (seriesId: string, seasonNumber: number): string =>
    `/apps/series/${pathSegment(seriesId)}/seasons/${pathSegment(seasonNumber)}/episodes`,
  episodes: (seriesId: string): string => `/apps/series/${pathSegment(seriesId)}/episodes`,
  adSchedule: (scheduleId: string): string => `/v2/advertising/schedules/${pathSegment(scheduleId)}.json`,
} as const;
