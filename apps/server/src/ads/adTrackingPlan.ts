import { TRACKED_EVENTS } from './vast';

/** Tracking events of a linear ad in the order they happen, with the ad time they belong to. */
export const AD_EVENTS = [
  { event: 'impression', at: 0 },
  ...TRACKED_EVENTS.map((event, index) => ({ event, at: index / (TRACKED_EVENTS.length - 1) })),
] as const;

/**
 * How many of `AD_EVENTS` are due once the player has fetched ad segment `segmentIndex` (of
 * `durations`): every event whose moment lies before the end of that segment, and complete with
 * the last segment. Events are fired as a prefix: a later segment fetched first fires the earlier
 * events too, so they always reach the tracker in order.
 */
export function eventsDueThrough(durations: readonly number[], segmentIndex: number): number {
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  if (segmentIndex >= durations.length - 1) return AD_EVENTS.length;
  const end = durations.slice(0, segmentIndex + 1).reduce((sum, duration) => sum + duration, 0);
  return AD_EVENTS.filter(({ at }) => at * total < end).length;
}
