import { adScheduleSchema, type AdSchedule, type MediaItem } from '@ott/common';
import { breaksOfSchedule, parseAdOffset, type AdScheduleSource, type VastAdBreak } from './adScheduleRules';

/** How long a schedule may take before the content plays without ads: the first play waits for it. */
export const AD_SCHEDULE_TIMEOUT_MS = 4000;

export interface AdScheduleDeps {
  /** `ContentApiClient.getAdSchedule` of @ott/common: the schedule by id, fetched with no credentials. */
  getAdSchedule: (id: string, options: { signal?: AbortSignal }) => Promise<AdSchedule>;
  /** Resolves the config's relative schedule URLs (the content host). */
  baseUrl: string;
  fetch?: typeof fetch;
}

const withMediaId = (url: string, baseUrl: string, mediaId: string): string => {
  const resolved = new URL(url, `${baseUrl.replace(/\/$/, '')}/`);
  resolved.searchParams.set('media_id', mediaId);
  return resolved.href;
};

async function fetchOk(deps: AdScheduleDeps, url: string, signal: AbortSignal): Promise<Response> {
  // Ad schedules are public: never send the viewer's cookies (spec 001 §7.1).
  const response = await (deps.fetch ?? fetch)(url, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`The ad schedule ${url} answered ${response.status}`);
  return response;
}

/** The breaks of a VMAP document: each AdBreak's offset and its VAST, by URL or inline. */
export async function breaksOfVmap(xml: string, item: Pick<MediaItem, 'duration'>): Promise<VastAdBreak[]> {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const { default: VMAP } = await import('@dailymotion/vmap');
  const vmap = new VMAP(document);
  const breaks: VastAdBreak[] = [];
  vmap.adBreaks.forEach((adBreak, index) => {
    if (adBreak.breakType && !adBreak.breakType.split(',').includes('linear')) return;
    const offset = parseAdOffset(adBreak.timeOffset ?? '', item.duration);
    const source = adBreak.adSource;
    if (offset === null || !source) return;
    const id = adBreak.breakId || `vmap-${index}`;
    if (source.adTagURI?.uri) breaks.push({ id, offset, tags: [source.adTagURI.uri] });
    else if (source.vastAdData) breaks.push({ id, offset, tags: [], vastXml: new XMLSerializer().serializeToString(source.vastAdData) });
  });
  return breaks;
}

/** Fetches the schedule a playback uses and gives its breaks; it rejects (no ads) when the schedule cannot be had in time. */
export async function loadAdBreaks(source: AdScheduleSource, item: MediaItem, deps: AdScheduleDeps, signal: AbortSignal): Promise<VastAdBreak[]> {
  const timed = AbortSignal.any([signal, AbortSignal.timeout(AD_SCHEDULE_TIMEOUT_MS)]);
  switch (source.kind) {
    case 'schedule':
      return breaksOfSchedule(await deps.getAdSchedule(source.id, { signal: timed }), item);
    case 'json': {
      const response = await fetchOk(deps, withMediaId(source.url, deps.baseUrl, item.mediaid), timed);
      return breaksOfSchedule(adScheduleSchema.parse(await response.json()), item);
    }
    case 'vmap': {
      const response = await fetchOk(deps, new URL(source.url, `${deps.baseUrl.replace(/\/$/, '')}/`).href, timed);
      return breaksOfVmap(await response.text(), item);
    }
  }
}
