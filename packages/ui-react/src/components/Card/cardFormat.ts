import type { ImageAspectRatio, MediaItem } from '@ott/common';

/** Season and episode numbers of an episode card, or undefined when the item is not a numbered episode. */
export function episodeNumbers(item: Pick<MediaItem, 'contentType' | 'seasonNumber' | 'episodeNumber'>): { season: number; episode: number } | undefined {
  if (item.contentType !== 'episode') return undefined;
  const season = Number(item.seasonNumber);
  const episode = Number(item.episodeNumber);
  if (!Number.isFinite(season) || !Number.isFinite(episode) || item.seasonNumber == null || item.episodeNumber == null) return undefined;
  return { season, episode };
}

export const DEFAULT_CARD_ASPECT_RATIO: ImageAspectRatio = '16:9';

/** CSS `aspect-ratio` of an image ratio such as "16:9" ("16 / 9"); the default for anything else. */
export function cssAspectRatio(ratio: string | null | undefined): string {
  const match = /^(\d+):(\d+)$/.exec(ratio ?? '');
  const [width, height] = match ? [match[1], match[2]] : DEFAULT_CARD_ASPECT_RATIO.split(':');
  return `${width} / ${height}`;
}

/** Watched share as a whole percentage for the progress bar, clamped to 0-100. */
export const progressPercent = (progress: number): number => Math.round(Math.min(1, Math.max(0, progress)) * 100);
