import { CONTENT_TYPE, type AdSchedule, type MediaItem } from '@ott/common';
import type { AdBreakOffset, ScheduledAdBreak } from '../adBreaks';
import type { PlaybackPlan } from '../playbackPlan';

/** The config's ad settings (spec 000 §3): a schedule id, schedule URLs, and who inserts the ads. */
export interface AdSettings {
  adSchedule?: string | null;
  adScheduleUrls?: { json?: string | null; xml?: string | null } | null;
  adDeliveryMethod?: 'csai' | 'ssai' | null;
}

/** Where a playback's schedule comes from. */
export type AdScheduleSource =
  /** `/v2/advertising/schedules/{id}.json` (spec 001 §7.1), fetched with no credentials. */
  | { kind: 'schedule'; id: string }
  /** The config's `adScheduleUrls.json`, asked for the item (`media_id`): the ad schedule by media id (001 §7.9). */
  | { kind: 'json'; url: string }
  /** The config's `adScheduleUrls.xml`: a VMAP document. */
  | { kind: 'vmap'; url: string };

/** A client-side break: the VAST to play, as tag URLs tried in order (a waterfall) or a document given inline (VMAP). */
export interface VastAdBreak extends ScheduledAdBreak {
  tags: readonly string[];
  /** A VAST document's text, when the VMAP carried it inline. */
  vastXml?: string;
}

/** The tag an editor puts on an item to play it without ads. */
export const AD_FREE_TAG = 'ad-free';
/** The item's own custom parameter naming an ad schedule id, which replaces the site's. */
export const ITEM_AD_SCHEDULE_FIELD = 'adschedule';

/** Screens, not programmes: a hub or a page never plays ads. */
const AD_FREE_CONTENT_TYPES: ReadonlySet<string> = new Set([CONTENT_TYPE.HUB, CONTENT_TYPE.PAGE]);

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Whether the item is tagged ad-free (the tags are a comma list) or is a screen rather than a programme. */
export function isAdFree(item: MediaItem): boolean {
  if (item.contentType && AD_FREE_CONTENT_TYPES.has(item.contentType)) return true;
  const tags = (item.tags ?? '').split(',').map((tag) => tag.trim().toLowerCase());
  return tags.includes(AD_FREE_TAG);
}

/**
 * Which schedule plays client-side with an item, or null for none: none when the server stitches
 * the ads (`ssai`) or the item is ad-free; else the item's own schedule, the config's per-media
 * URL, the config's schedule id, then its VMAP URL.
 */
export function adScheduleSource(settings: AdSettings, item: MediaItem): AdScheduleSource | null {
  if (settings.adDeliveryMethod === 'ssai' || isAdFree(item)) return null;
  const itemSchedule = nonEmpty((item as Record<string, unknown>)[ITEM_AD_SCHEDULE_FIELD]);
  if (itemSchedule) return { kind: 'schedule', id: itemSchedule };
  const json = nonEmpty(settings.adScheduleUrls?.json);
  if (json) return { kind: 'json', url: json };
  const id = nonEmpty(settings.adSchedule);
  if (id) return { kind: 'schedule', id };
  const xml = nonEmpty(settings.adScheduleUrls?.xml);
  if (xml) return { kind: 'vmap', url: xml };
  return null;
}

const TIME_OFFSET = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/;
const PERCENT_OFFSET = /^(\d+(?:\.\d+)?)%$/;

/**
 * A schedule's or VMAP's offset as content time: "pre"/"start", "post"/"end", "HH:MM:SS(.mmm)",
 * seconds, or a percentage of the item's duration; null when it is none of these (or a percentage
 * of an unknown duration).
 */
export function parseAdOffset(offset: string | number, durationSeconds?: number): AdBreakOffset | null {
  if (typeof offset === 'number') return Number.isFinite(offset) && offset >= 0 ? offset : null;
  const text = offset.trim().toLowerCase();
  if (text === 'pre' || text === 'start') return 'pre';
  if (text === 'post' || text === 'end') return 'post';
  const time = TIME_OFFSET.exec(text);
  if (time) return Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]);
  const percent = PERCENT_OFFSET.exec(text);
  if (percent) {
    if (!durationSeconds || !(durationSeconds > 0)) return null;
    const share = Number(percent[1]);
    if (share === 0) return 'pre';
    return share >= 100 ? 'post' : (durationSeconds * share) / 100;
  }
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return null;
}

/** A live stream has no content time to cross and no end: only its pre-rolls play. */
export function breaksForPlan<Break extends ScheduledAdBreak>(breaks: readonly Break[], plan: Pick<PlaybackPlan, 'live'>): Break[] {
  return plan.live ? breaks.filter((adBreak) => adBreak.offset === 'pre' || adBreak.offset === 0) : [...breaks];
}

/** The breaks of a JSON schedule (the player's `advertising` block); breaks with an offset that is no time are left out. */
export function breaksOfSchedule(schedule: AdSchedule, item: MediaItem): VastAdBreak[] {
  const breaks: VastAdBreak[] = [];
  schedule.schedule.forEach((entry, index) => {
    const offset = parseAdOffset(entry.offset, item.duration);
    const tags = (Array.isArray(entry.tag) ? entry.tag : [entry.tag]).map((tag) => tag.trim()).filter(Boolean);
    if (offset === null || tags.length === 0) return;
    breaks.push({ id: `${schedule.adscheduleid ?? 'schedule'}-${index}`, offset, tags });
  });
  return breaks;
}
