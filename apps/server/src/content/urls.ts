/**
 * URL shapes of everything the server links to. `base` is the origin (or ORIGIN_TOKEN for cached
 * replies); every function returns an absolute URL.
 */

/** Widths listed in a media item's `images` (the content host's set). */
export const LISTED_IMAGE_WIDTHS = [320, 480, 640, 720, 1280, 1920] as const;
/** Width of a media item's `image` (spec §9 image meta size). */
export const DEFAULT_IMAGE_WIDTH = 720;

export const mediaImageUrl = (base: string, mediaId: string, label: string, width: number = DEFAULT_IMAGE_WIDTH): string =>
  `${base}/v2/media/${mediaId}/images/${label}.webp?width=${width}`;

export const artImageUrl = (base: string, name: string, width: number = DEFAULT_IMAGE_WIDTH): string => `${base}/art/${name}.webp?width=${width}`;

export const clipMasterUrl = (base: string, clipId: string): string => `${base}/hls/${clipId}/master.m3u8`;

export const clipFileAbsoluteUrl = (base: string, clipId: string, file: string): string => `${base}/hls/${clipId}/${file}`;

/** A file of the clip an item plays, through the path that names the item (protected or geo-blocked items). */
export const itemVodFileUrl = (base: string, mediaId: string, file: string): string => `${base}/vod/${mediaId}/${file}`;

export const liveMasterUrl = (base: string, mediaId: string): string => `${base}/live/${mediaId}/master.m3u8`;

/** The guide of a channel in its schedule type's format: `jwp` is the JSON route, `viewnexa` the XMLTV one. */
export const epgUrl = (base: string, channelId: string, type: 'jwp' | 'viewnexa'): string => `${base}/epg/${channelId}.${type === 'jwp' ? 'json' : 'xml'}`;

export const vastUrl = (base: string, scheduleId: string, breakIndex: number): string => `${base}/v2/advertising/vast/${scheduleId}/${breakIndex}.xml`;

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
export const WEBP_MIME_TYPE = 'image/webp';
