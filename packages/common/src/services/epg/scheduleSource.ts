import { EPG_SCHEDULE_TYPE, type EpgScheduleType } from '../../entities/epg';
import type { MediaItem } from '../../entities/media';
import { isTruthyFlag } from '../../entities/schemaHelpers';

/**
 * How a live channel names its schedule: custom parameters of its media item (the content host
 * sends custom parameters as strings).
 *
 * - `scheduleUrl` (required for a guide): an absolute URL, or a path on the content host.
 * - `scheduleType`: the public values of EPG_SCHEDULE_TYPE, JSON (a list of programmes, API-KEY
 *   header when a key is configured) or XMLTV (an XML document), case-insensitive. Absent or
 *   unknown: XMLTV when the URL ends in `.xml`, else JSON. The earlier values `json` / `xml` are
 *   still read as those two.
 * - `catchupHours`: hours a programme can be watched from the beginning (default 8).
 * - `scheduleChannel` (optional, XML only): the XMLTV channel id to keep when the document holds
 *   several channels.
 * - `scheduleDemo` ("true"): a demo schedule whose programmes are moved to the current day.
 */
export const SCHEDULE_PARAM = {
  URL: 'scheduleUrl',
  TYPE: 'scheduleType',
  CATCHUP_HOURS: 'catchupHours',
  CHANNEL: 'scheduleChannel',
  DEMO: 'scheduleDemo',
} as const;

export interface ScheduleSource {
  url: string;
  type: EpgScheduleType;
  /** XMLTV channel id to keep. */
  channel: string | undefined;
  /** Move the programmes to the current day. */
  demo: boolean;
}

const textParam = (item: MediaItem, key: string): string | undefined => {
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** `scheduleType` values read, the public ones and the earlier `json` / `xml` (catalogs published with them keep working). */
const SCHEDULE_TYPE_OF_VALUE: Readonly<Record<string, EpgScheduleType>> = {
  [EPG_SCHEDULE_TYPE.JSON]: EPG_SCHEDULE_TYPE.JSON,
  [EPG_SCHEDULE_TYPE.XMLTV]: EPG_SCHEDULE_TYPE.XMLTV,
  json: EPG_SCHEDULE_TYPE.JSON,
  xml: EPG_SCHEDULE_TYPE.XMLTV,
};

function scheduleTypeOf(declared: string | undefined, url: string): EpgScheduleType {
  const type = declared === undefined ? undefined : SCHEDULE_TYPE_OF_VALUE[declared.toLowerCase()];
  if (type) return type;
  return /\.xml$/i.test(url.split(/[?#]/, 1)[0] ?? '') ? EPG_SCHEDULE_TYPE.XMLTV : EPG_SCHEDULE_TYPE.JSON;
}

/** Where the item's schedule comes from, or undefined when it names none. */
export function scheduleSourceOf(item: MediaItem): ScheduleSource | undefined {
  const url = textParam(item, SCHEDULE_PARAM.URL);
  if (!url) return undefined;
  return {
    url,
    type: scheduleTypeOf(textParam(item, SCHEDULE_PARAM.TYPE), url),
    channel: textParam(item, SCHEDULE_PARAM.CHANNEL),
    demo: isTruthyFlag(item[SCHEDULE_PARAM.DEMO]),
  };
}
