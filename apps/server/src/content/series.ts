import type { Catalog } from '../catalog/Catalog';
import type { CatalogSeries } from '../catalog/schemas';

/** One episode's place: the item position and its numbers. */
export interface EpisodeEntry {
  index: number;
  mediaId: string;
  season_number: number;
  episode_number: number;
}

/** Every episode of a series in order (season by season), or of one season. */
export function episodesOf(catalog: Catalog, series: CatalogSeries, seasonNumber?: number): EpisodeEntry[] {
  return series.seasons
    .filter((season) => seasonNumber === undefined || season.season_number === seasonNumber)
    .flatMap((season) =>
      season.episodes.map((mediaId, position) => ({
        index: catalog.indexOf.get(mediaId)!,
        mediaId,
        season_number: season.season_number,
        episode_number: position + 1,
      })),
    );
}

/** `/apps/series/{id}`: the series with its seasons (the `@ott/common` seriesSchema shape). */
export function seriesReply(catalog: Catalog, series: CatalogSeries): Record<string, unknown> {
  const item = catalog.items[catalog.indexOf.get(series.series_id)!]!;
  const durationOf = (ids: readonly string[]): number =>
    ids.reduce((sum, id) => {
      const clip = catalog.items[catalog.indexOf.get(id)!]!.clip;
      return sum + (clip ? Math.round(catalog.clips.get(clip)!.manifest.duration) : 0);
    }, 0);
  const seasons = series.seasons.map((season) => ({
    season_id: `${series.series_id}-${season.season_number}`,
    season_number: season.season_number,
    season_title: season.season_title,
    ...(season.season_description === undefined ? {} : { season_description: season.season_description }),
    episode_count: season.episodes.length,
    total_duration: durationOf(season.episodes),
  }));
  return {
    series_id: series.series_id,
    title: item.title,
    description: item.description ?? '',
    seasons,
    episode_count: seasons.reduce((sum, season) => sum + season.episode_count, 0),
    season_count: seasons.length,
    total_duration: seasons.reduce((sum, season) => sum + season.total_duration, 0),
  };
}
