import type { APIRequestContext } from '@playwright/test';

/** One programme of the server's JSON EPG (`/epg/<channelId>.json`). */
export interface EpgEntry {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
}

/** The channel's programme guide as the server publishes it (no API key: the demo site sets none). */
export async function fetchEpg(request: APIRequestContext, serverUrl: string, channelId: string): Promise<EpgEntry[]> {
  const response = await request.get(`${serverUrl}/epg/${channelId}.json`);
  if (!response.ok()) throw new Error(`EPG of ${channelId}: HTTP ${response.status()}`);
  return (await response.json()) as EpgEntry[];
}

/** The programme on air at `now` (start included, end excluded). */
export function programmeOnAirAt(epg: readonly EpgEntry[], now: number): EpgEntry {
  const onAir = epg.find((entry) => Date.parse(entry.startTime) <= now && now < Date.parse(entry.endTime));
  if (!onAir) throw new Error(`No programme on air at ${new Date(now).toISOString()}`);
  return onAir;
}

/** A string as a literal part of a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
