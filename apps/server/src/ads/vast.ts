import { escapeXml } from '../util/text';

export interface VastAd {
  id: string;
  title: string;
  /** Seconds. */
  duration: number;
  mediaFile: { url: string; mimeType: string; width: number; height: number; bitrateKbps: number };
  /** Pinged by the player when the ad starts showing. */
  impressionUrl: string;
  /** Base of the tracking URLs (`?event=start` etc. is appended). */
  trackingUrl: string;
  /** Seconds into the ad from which the viewer may skip it; unset: not skippable. */
  skipOffset?: number;
  /** The advertiser's page, opened when the viewer clicks the ad. */
  clickThroughUrl?: string;
}

const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** VAST duration: HH:MM:SS.mmm. */
export function vastDuration(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

export const TRACKED_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number] | 'skip' | 'click';

/** The URL a VAST document gives for one tracking event of the ad. */
export const trackingEventUrl = (ad: Pick<VastAd, 'trackingUrl'>, event: TrackedEvent): string =>
  `${ad.trackingUrl}${ad.trackingUrl.includes('?') ? '&' : '?'}event=${event}`;

/** The events the VAST document tracks: those the playback fires, and a skip. */
const VAST_TRACKING_EVENTS = [...TRACKED_EVENTS, 'skip'] as const;

/** A VAST 3.0 document with one inline linear ad playing a progressive MP4. */
export function vastXml(ad: VastAd): string {
  const { mediaFile } = ad;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<VAST version="3.0">',
    `  <Ad id="${escapeXml(ad.id)}">`,
    '    <InLine>',
    '      <AdSystem version="1.0">@ott/server</AdSystem>',
    `      <AdTitle>${escapeXml(ad.title)}</AdTitle>`,
    `      <Impression id="ott-server">${cdata(ad.impressionUrl)}</Impression>`,
    '      <Creatives>',
    `        <Creative id="${escapeXml(ad.id)}" sequence="1">`,
    ad.skipOffset === undefined ? '          <Linear>' : `          <Linear skipoffset="${vastDuration(ad.skipOffset)}">`,
    `            <Duration>${vastDuration(ad.duration)}</Duration>`,
    '            <TrackingEvents>',
    ...VAST_TRACKING_EVENTS.map((event) => `              <Tracking event="${event}">${cdata(trackingEventUrl(ad, event))}</Tracking>`),
    '            </TrackingEvents>',
    ...(ad.clickThroughUrl
      ? [
          '            <VideoClicks>',
          `              <ClickThrough>${cdata(ad.clickThroughUrl)}</ClickThrough>`,
          `              <ClickTracking>${cdata(trackingEventUrl(ad, 'click'))}</ClickTracking>`,
          '            </VideoClicks>',
        ]
      : []),
    '            <MediaFiles>',
    `              <MediaFile delivery="progressive" type="${escapeXml(mediaFile.mimeType)}" width="${mediaFile.width}" height="${mediaFile.height}" bitrate="${Math.round(mediaFile.bitrateKbps)}" scalable="true" maintainAspectRatio="true">${cdata(mediaFile.url)}</MediaFile>`,
    '            </MediaFiles>',
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    '    </InLine>',
    '  </Ad>',
    '</VAST>',
    '',
  ].join('\n');
}
