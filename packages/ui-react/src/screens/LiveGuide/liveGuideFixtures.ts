import type { ConfigInput } from '@ott/common';
import { createTestConfig } from '../../test/fixtures';

/**
 * A live guide for tests, around a fixed clock: local 12:30 on a fixed day, so that every
 * programme falls inside the guide's day in any time zone.
 */
export const NOW = new Date(2026, 10, 21, 12, 30).getTime();
const HOUR = 60 * 60 * 1000;
export const at = (hoursFromNow: number): string => new Date(NOW + hoursFromNow * HOUR).toISOString();

/** XMLTV date text of a time: `YYYYMMDDHHmmss +0000`. */
const xmltv = (hoursFromNow: number): string =>
  `${new Date(NOW + hoursFromNow * HOUR)
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14)} +0000`;

export const LIVE_CONFIG = createTestConfig({
  menu: [
    { label: 'Films', contentId: 'films001', type: 'playlist' },
    { label: 'Live', contentId: 'livechan', type: 'playlist' },
  ] satisfies ConfigInput['menu'],
});

const channel = (mediaid: string, title: string, scheduleUrl: string, extra: Record<string, string> = {}) => ({
  mediaid,
  title,
  contentType: 'livechannel',
  description: `${title}, around the clock.`,
  duration: 0,
  sources: [],
  tags: 'live',
  scheduleUrl,
  ...extra,
});

/** Brightwater One (JSON, catch-up 8 h), Brightwater Sounds (XML, catch-up 4 h), Broken TV (its schedule fails). */
export const LIVE_PLAYLIST = {
  feedid: 'livechan',
  title: 'Live channels',
  contentType: 'live',
  playlist: [
    channel('chanJson', 'Brightwater One', '/epg/chanJson.json', { catchupHours: '8' }),
    channel('chanXml1', 'Brightwater Sounds', '/epg/chanXml1.xml', { scheduleType: 'viewnexa', catchupHours: '4' }),
    channel('chanBrkn', 'Broken TV', '/epg/broken.json'),
  ],
};

/** Brightwater One: one programme before the catch-up window, one within it, one on air, one to come. */
export const JSON_SCHEDULE = [
  { id: 'p-old', title: 'Night Harbour', startTime: at(-10.5), endTime: at(-9.5), description: 'The harbour at night.' },
  { id: 'p-recent', title: 'Morning Bulletin', startTime: at(-2.5), endTime: at(-0.5), description: 'News from the bay.' },
  { id: 'p-live', title: 'Harbour Live', startTime: at(-0.5), endTime: at(0.5), description: 'Live from the quay.' },
  { id: 'p-next', title: 'Evening Concert', startTime: at(0.5), endTime: at(1.5), description: 'Strings on the pier.' },
];

/** Brightwater Sounds: a programme on air since an hour ago, then one to come. */
export const XML_SCHEDULE = `<?xml version="1.0" encoding="UTF-8"?>
<tv>
  <programme start="${xmltv(-1)}" stop="${xmltv(1)}" channel="chanXml1">
    <title>Jazz on the Quay</title>
    <desc>Live jazz from the harbour.</desc>
    <episode-num system="ott">x-jazz</episode-num>
  </programme>
  <programme start="${xmltv(1)}" stop="${xmltv(2)}" channel="chanXml1">
    <title>Late Brass</title>
    <episode-num system="ott">x-brass</episode-num>
  </programme>
</tv>`;

export const LIVE_CONTENT = {
  '/v2/playlists/films001': { feedid: 'films001', title: 'Films', playlist: [{ mediaid: 'film0001', title: 'Low Tide', contentType: 'movie' }] },
  '/v2/playlists/livechan': LIVE_PLAYLIST,
  '/epg/chanJson.json': JSON_SCHEDULE,
  '/epg/chanXml1.xml': XML_SCHEDULE,
  '/epg/broken.json': 500,
};
