import type { Catalog } from '../catalog/Catalog';
import type { AdScheduleFile } from '../catalog/schemas';
import { clipFileAbsoluteUrl } from '../content/urls';
import type { VastAd } from './vast';

/** The demo ad may be skipped after 5 of its 8 seconds. */
const DEMO_AD_SKIP_OFFSET_SECONDS = 5;
/** The demo ad's "advertiser": the IAB's page about VAST, the standard the ad is served with. */
const DEMO_AD_CLICK_THROUGH_URL = 'https://www.iab.com/guidelines/vast/';

/**
 * The ad of break `breakIndex` of a schedule, as its VAST document describes it: the break clip's
 * progressive MP4 and the tracking URLs (`/v2/advertising/events`). The server-side insertion
 * fires the same URLs the VAST gives a player.
 */
export function scheduledAd(catalog: Catalog, schedule: AdScheduleFile, breakIndex: number, base: string): VastAd {
  const clip = catalog.clips.get(schedule.breaks[breakIndex]!.clip)!;
  const progressive = clip.manifest.progressive!;
  const adId = `${schedule.id}-${breakIndex}`;
  return {
    id: adId,
    title: clip.manifest.title,
    duration: progressive.duration,
    mediaFile: { url: clipFileAbsoluteUrl(base, clip.id, progressive.uri), mimeType: progressive.mimeType, width: progressive.width, height: progressive.height, bitrateKbps: progressive.bitrateKbps },
    impressionUrl: `${base}/v2/advertising/events?event=impression&ad=${encodeURIComponent(adId)}`,
    trackingUrl: `${base}/v2/advertising/events?ad=${encodeURIComponent(adId)}`,
    skipOffset: DEMO_AD_SKIP_OFFSET_SECONDS,
    clickThroughUrl: DEMO_AD_CLICK_THROUGH_URL,
  };
}
