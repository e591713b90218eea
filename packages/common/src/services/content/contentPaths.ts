/**
 * Path shapes of the content host (001 §7.1): the v2 delivery shape and the second content API
 * shape. Ids are URL-encoded, so an id can never reach another route.
 */
const segment = (value: string | number): string => encodeURIComponent(String(value));

export const CONTENT_PATHS = {
  media: (mediaId: string, drmPolicyId?: string): string =>
    drmPolicyId ? `/v2/media/${segment(mediaId)}/drm/${segment(drmPolicyId)}` : `/v2/media/${segment(mediaId)}`,
  playbackJson: (siteId: string, mediaId: string): string => `/v2/sites/${segment(siteId)}/media/${segment(mediaId)}/playback.json`,
  playlist: (playlistId: string): string => `/v2/playlists/${segment(playlistId)}`,
  contentList: (siteId: string, listId: string): string => `/v2/sites/${segment(siteId)}/content_lists/${segment(listId)}`,
  appContentSearch: (siteId: string): string => `/v2/sites/${segment(siteId)}/app_content/media/search`,
  watchlist: (watchlistId: string): string => `/apps/watchlists/${segment(watchlistId)}`,
  series: (seriesId: string): string => `/apps/series/${segment(seriesId)}`,
  seriesLookup: (): string => '/apps/series',
  seasonEpisodes: (seriesId: string, seasonNumber: number): string =>
    `/apps/series/${segment(seriesId)}/seasons/${segment(seasonNumber)}/episodes`,
  episodes: (seriesId: string): string => `/apps/series/${segment(seriesId)}/episodes`,
  adSchedule: (scheduleId: string): string => `/v2/advertising/schedules/${segment(scheduleId)}.json`,
} as const;

/** The second content API shape: media, playlist, related items and search. */
export const SECOND_CONTENT_PATHS = {
  media: (mediaId: string, drmPolicyId?: string): string =>
    drmPolicyId ? `/media/${segment(mediaId)}/drm/${segment(drmPolicyId)}` : `/media/${segment(mediaId)}`,
  playlist: (playlistId: string): string => `/playlist/${segment(playlistId)}`,
  related: (mediaId: string): string => `/related/${segment(mediaId)}`,
  search: (): string => '/search',
} as const;
