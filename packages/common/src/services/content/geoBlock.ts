import type { MediaItem } from '../../entities/media';

/**
 * Geo-blocking is checked before playback with a HEAD request on the item's first HLS (m3u8)
 * source (001 §7.1): the CDN answers 403 from a blocked country. An item without an HLS source
 * is not checked.
 */
const HLS_TYPE = /mpegurl|^hls$/i;
const M3U8_PATH = /\.m3u8$/i;

const pathOf = (file: string): string => file.split(/[?#]/, 1)[0] ?? '';

/** The file of the first source that is an HLS playlist (by type or by its `.m3u8` path). */
export function firstHlsSource(item: Pick<MediaItem, 'sources'>): string | undefined {
  return item.sources?.find((source) => HLS_TYPE.test(source.type) || M3U8_PATH.test(pathOf(source.file)))?.file;
}

/**
 * What the check found: `allowed` (the source answered), `unchecked` (no HLS source, or the check
 * itself failed: a network error or a status other than 403 says nothing about the viewer's
 * country, so playback goes ahead and the player reports any real problem). A 403 is raised as
 * "access blocked" instead.
 */
export type GeoBlockCheck = 'allowed' | 'unchecked';
