import type { ImageAspectRatio, MediaItem } from '@ott/common';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A card's duration label: "mm:ss" under an hour ("04:05"), hours and minutes from an hour on,
 * with the units of `language` ("1h 5m" in English, "1 Std., 5 Min." style elsewhere, through
 * Intl). Nothing for a missing, zero or invalid duration (live channels have 0).
 */
export function formatDuration(seconds: number | null | undefined, language: string): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  if (total < SECONDS_PER_HOUR) return `${pad(Math.floor(total / SECONDS_PER_MINUTE))}:${pad(total % SECONDS_PER_MINUTE)}`;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const unit = (unitName: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit: unitName, unitDisplay: 'narrow' }).format(value);
  return minutes === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', minutes)}`;
}

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
