import type { Episode, EpisodesPage, MediaItem, Season } from '@ott/common';

/** Pure helpers of the series screen: seasons, episode pages and labels. */

const toNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * The season the list shows first: the shown episode's season when the series has it, else the
 * first season. Undefined for a series without seasons (its episodes are listed all together).
 */
export function initialSeasonNumber(seasons: readonly Season[], episode: Pick<MediaItem, 'seasonNumber'> | undefined): number | undefined {
  const fromEpisode = toNumber(episode?.seasonNumber);
  if (fromEpisode !== undefined && seasons.some((season) => season.season_number === fromEpisode)) return fromEpisode;
  return seasons[0]?.season_number;
}

/** The episodes of the loaded pages, in order. */
export const episodesOfPages = (pages: readonly EpisodesPage[] | undefined): Episode[] => (pages ?? []).flatMap((page) => page.episodes);

/** Season and episode numbers of an item or an episode entry, when it has them. */
export interface EpisodePlace {
  season?: number;
  episode?: number;
}

export const placeOfEpisode = (episode: Episode): EpisodePlace => ({
  season: toNumber(episode.season_number ?? episode.media_item.seasonNumber),
  episode: toNumber(episode.episode_number),
});

export const placeOfItem = (item: Pick<MediaItem, 'seasonNumber' | 'episodeNumber'>): EpisodePlace => ({
  season: toNumber(item.seasonNumber),
  episode: toNumber(item.episodeNumber),
});

/** The translation of a place: "S1:E3" with a season, "Episode 3" without, nothing without a number. */
export function episodePlaceLabel(place: EpisodePlace, t: (key: string, options: Record<string, unknown>) => string): string | undefined {
  if (place.episode === undefined) return undefined;
  if (place.season === undefined || place.season === 0) return t('video:episode_number', { number: place.episode });
  return t('common:media.episode_label', { season: place.season, episode: place.episode });
}

export const seasonLabel = (season: Season, t: (key: string, options: Record<string, unknown>) => string): string =>
  season.season_title?.trim() || t('video:season_number', { number: season.season_number });
