import { z } from '../../zod';
import { optionalField } from '../../entities/schemaHelpers';

/**
 * An advertising schedule as `/v2/advertising/schedules/{id}.json` delivers it: the player's
 * `advertising` block (client, schedule of breaks, each break with its offset and VAST tag URL).
 * Unknown keys (skip offsets, ad messages, VPAID settings) are kept for the player.
 */
export const adBreakSchema = z.looseObject({
  /** "pre", "post", a time "HH:MM:SS(.mmm)", seconds, or a percentage. */
  offset: z.union([z.string(), z.number()]),
  /** One VAST tag URL, or several to try in order (waterfall). */
  tag: z.union([z.string(), z.array(z.string())]),
  type: optionalField(z.string()),
});
export type AdBreak = z.infer<typeof adBreakSchema>;

export const adScheduleSchema = z.looseObject({
  client: z.string(),
  adscheduleid: optionalField(z.string()),
  schedule: z.array(adBreakSchema),
});
export type AdSchedule = z.infer<typeof adScheduleSchema>;
