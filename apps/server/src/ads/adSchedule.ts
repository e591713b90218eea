import type { AdScheduleFile } from '../catalog/schemas';
import { vastUrl } from '../content/urls';

/** The ad schedule in the player's JSON shape: one VAST tag per break. */
export function adScheduleJson(schedule: AdScheduleFile, base: string): Record<string, unknown> {
  return {
    client: 'vast',
    adscheduleid: schedule.id,
    schedule: schedule.breaks.map((adBreak, index) => ({ offset: adBreak.offset, tag: vastUrl(base, schedule.id, index), type: 'linear' })),
  };
}
