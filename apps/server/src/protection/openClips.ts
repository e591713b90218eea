import { CONTENT_TYPE } from '@ott/common';
import type { Catalog } from '../catalog/Catalog';
import { isItemBound } from './entitlement';

/**
 * The clips `/hls/{clip}/...` may serve to anyone: those an open item plays (its clip, its event
 * clip, its channel's programmes) and the ad clips. A clip only protected or geo-blocked items play
 * is reachable only through their item-bound, checked paths. (Demo clips are shared between free
 * and protected items, so there the same bytes stay reachable through the free item's open URL.)
 */
export function openClipsOf(catalog: Catalog): Set<string> {
  const open = new Set<string>();
  for (const item of catalog.items) {
    if (isItemBound(item)) continue;
    if (item.clip) open.add(item.clip);
    if (item.event) open.add(item.event.clip);
    if (item.contentType === CONTENT_TYPE.LIVE_CHANNEL) for (const clip of catalog.channels.get(item.mediaid)?.clips ?? []) open.add(clip.id);
  }
  for (const schedule of catalog.ads.values()) for (const adBreak of schedule.breaks) open.add(adBreak.clip);
  return open;
}
