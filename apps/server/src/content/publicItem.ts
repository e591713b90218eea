import { CONTENT_TYPE, EVENT_STATE, EVENT_STATE_KEY, SCHEDULED_END_KEY, SCHEDULED_START_KEY } from '@ott/common';
import type { Catalog } from '../catalog/Catalog';
import type { CatalogItem } from '../catalog/schemas';
import { eventStateAt, eventWindowAt } from '../live/eventSchedule';
import { isItemBound } from '../protection/entitlement';
import { withQuery, type HlsFamily } from '../protection/HlsSigner';
import { clipFileAbsoluteUrl, clipMasterUrl, epgUrl, HLS_MIME_TYPE, itemVodFileUrl, LISTED_IMAGE_WIDTHS, liveMasterUrl, mediaImageUrl, WEBP_MIME_TYPE } from './urls';

/** A media item as the content API sends it (the `@ott/common` mediaItemSchema shape). */
export type PublicItem = Record<string, unknown>;

export interface ReplyContext {
  /** Origin for URLs (or ORIGIN_TOKEN). */
  base: string;
  /** Epoch ms. */
  now: number;
  /**
   * The `exp=&sig=` query that opens this item's files of a family: given only for the signed
   * reply of a protected item (never cached). Without it, a protected item's URLs are unsigned.
   */
  signature?: (family: HlsFamily) => string;
}

/** Catalog fields that never reach a reply (they become public fields). */
const SERVER_ONLY_FIELDS: ReadonlySet<string> = new Set(['clip', 'art', 'artLabels', 'trailer', 'live', 'event', 'geoBlockedCountries']);

/** Whether an item's reply depends on the clock (and so must never be cached). */
export const isTimeDependent = (item: CatalogItem): boolean => item.event !== undefined;

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The public form of a catalog item: server-only fields (clip, art, artLabels, trailer, live,
 * event) are removed and turned into what the content host would send: duration, sources, tracks,
 * image and images, trailerId, episode and season numbers, the live-channel schedule parameters
 * and the live-event state.
 */
export function toPublicItem(catalog: Catalog, item: CatalogItem, context: ReplyContext): PublicItem {
  const { clip: clipId, trailer, live, event } = item;
  const { base } = context;
  const id = item.mediaid;
  // A plain copy loop, not `{ ...rest }`: rest-spread copies of these objects end up long-lived in
  // V8 (old space), which made the heap balloon under random paging through a large catalog.
  const result: PublicItem = {};
  for (const key in item) if (!SERVER_ONLY_FIELDS.has(key)) result[key] = item[key];
  result['image'] = mediaImageUrl(base, id, 'poster');
  result['images'] = LISTED_IMAGE_WIDTHS.map((width) => ({ src: mediaImageUrl(base, id, 'poster', width), width, type: WEBP_MIME_TYPE }));
  if (trailer) result['trailerId'] = trailer;
  // Protected and geo-blocked items play through paths that name them (checked per item); the
  // others through the clip's own open path.
  const vod: VodPaths = isItemBound(item) ? { mediaId: id, query: context.signature?.('vod') ?? '' } : undefined;
  const liveQuery = context.signature?.('live') ?? '';
  if (clipId) Object.assign(result, playback(catalog, clipId, base, vod));

  const membership = catalog.memberships.get(id)?.[0];
  if (membership) {
    result['seriesId'] = membership.series_id;
    result['episodeNumber'] = String(membership.episode_number);
    result['seasonNumber'] = String(membership.season_number);
  }

  if (live && item.contentType === CONTENT_TYPE.LIVE_CHANNEL) {
    const plan = catalog.channels.get(id);
    result['duration'] = 0;
    result['sources'] = [{ file: withQuery(liveMasterUrl(base, id), liveQuery), type: HLS_MIME_TYPE }];
    result['scheduleUrl'] = epgUrl(base, id, live.scheduleType);
    result['scheduleType'] = live.scheduleType;
    result['catchupHours'] = String(plan?.catchupHours ?? live.catchupHours);
  }

  if (event) {
    const window = eventWindowAt(event.schedule, context.now);
    const state = eventStateAt(window, context.now);
    result[EVENT_STATE_KEY] = state;
    result[SCHEDULED_START_KEY] = iso(window.startMs);
    result[SCHEDULED_END_KEY] = iso(window.endMs);
    if (state === EVENT_STATE.VOD_PUBLIC) Object.assign(result, playback(catalog, event.clip, base, vod));
    else {
      result['duration'] = 0;
      result['sources'] = [{ file: withQuery(liveMasterUrl(base, id), liveQuery), type: HLS_MIME_TYPE }];
    }
  }
  return result;
}

/** The item-bound paths of a VOD clip: the item, and the signature query (empty: unsigned). Undefined: the clip's open path. */
type VodPaths = { mediaId: string; query: string } | undefined;

/** duration, sources and subtitle tracks of a VOD clip. */
function playback(catalog: Catalog, clipId: string, base: string, vod: VodPaths): PublicItem {
  const manifest = catalog.clips.get(clipId)!.manifest;
  const fileUrl = (file: string): string => (vod ? withQuery(itemVodFileUrl(base, vod.mediaId, file), vod.query) : clipFileAbsoluteUrl(base, clipId, file));
  return {
    duration: Math.round(manifest.duration),
    sources: [{ file: vod ? fileUrl(manifest.master) : clipMasterUrl(base, clipId), type: HLS_MIME_TYPE, width: manifest.width, height: manifest.height }],
    tracks: manifest.subtitles.map((track) => ({
      file: fileUrl(track.file),
      kind: 'captions',
      label: track.label,
      ...(track.default ? { default: true } : {}),
    })),
  };
}
