import type { CatalogItem } from '../catalog/schemas';
import { airings, DAY_MS, type ChannelPlan } from '../live/channelPlan';
import { artImageUrl } from '../content/urls';

/** Widths of the programme images in the guide. */
export const EPG_CARD_WIDTH = 640;
export const EPG_BACKGROUND_WIDTH = 1280;

/** Days of guide before and after today: a week of catch-up listings, and the next few days. */
export const EPG_DAYS_BACK = 7;
export const EPG_DAYS_AHEAD = 3;

/** One programme of a channel's guide, format-neutral. */
export interface ScheduledProgramme {
  id: string;
  title: string;
  description: string;
  startMs: number;
  endMs: number;
  cardImage: string;
  backgroundImage: string;
}

/**
 * The guide of a channel around `nowMs`: the week before today, today and the 3 days after (UTC), from the same day
 * plan the live stream follows, so the guide and the picture always agree. Programme ids are the
 * channel id and the start time in epoch seconds: stable across requests and days.
 */
export function channelSchedule(channel: CatalogItem, plan: ChannelPlan, nowMs: number, base: string): ScheduledProgramme[] {
  const today = Math.floor(nowMs / DAY_MS);
  return airings(plan, today - EPG_DAYS_BACK, today + EPG_DAYS_AHEAD).map(({ occurrence, startMs, endMs }) => {
    const art = occurrence.programme.art ?? channel.art;
    return {
      id: `${plan.channelId}-${startMs / 1000}`,
      title: occurrence.programme.title,
      description: occurrence.programme.description ?? '',
      startMs,
      endMs,
      cardImage: artImageUrl(base, art, EPG_CARD_WIDTH),
      backgroundImage: artImageUrl(base, art, EPG_BACKGROUND_WIDTH),
    };
  });
}
