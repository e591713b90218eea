import { CONTENT_TYPE, type MediaItem } from '../../entities/media';
import { isLiveEvent } from '../../rules/mediaStatus';
import { firstHlsSource } from './geoBlock';

/** Query parameters of a signed source that open the item's stream (the content host's HLS signature). */
const SIGNATURE_PARAMETERS = ['exp', 'sig'] as const;

/**
 * The URL that starts a server-side ad insertion session on the content host
 * (`/ssai/{configId}/{mediaId}/master.m3u8`, apps/server README "Server-side ad insertion"): the
 * origin of the item's own HLS source, and that source's signature when the item is protected.
 */
export function ssaiSessionUrl(sourceFile: string, configId: string, mediaId: string): string {
  const source = new URL(sourceFile);
  const url = new URL(`/ssai/${encodeURIComponent(configId)}/${encodeURIComponent(mediaId)}/master.m3u8`, source.origin);
  for (const name of SIGNATURE_PARAMETERS) {
    const value = source.searchParams.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}

/**
 * The item as it plays under a config whose ads the content host stitches (`adDeliveryMethod:
 * ssai`): its HLS source replaced by a session of that config. Live channels and live events keep
 * their stream (breaks are stitched into on-demand streams only).
 */
export function withServerSideAds(item: MediaItem, configId: string): MediaItem {
  if (item.contentType === CONTENT_TYPE.LIVE_CHANNEL || item.contentType === CONTENT_TYPE.LIVE_EVENT || isLiveEvent(item)) return item;
  const hls = firstHlsSource(item);
  if (!hls || !configId) return item;
  const file = ssaiSessionUrl(hls, configId, item.mediaid);
  return { ...item, sources: (item.sources ?? []).map((source) => (source.file === hls ? { ...source, file } : source)) };
}
