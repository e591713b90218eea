import { CONTENT_TYPE, MEDIA_STATUS } from '../entities/media';
import { getMediaStatus, type MediaStatusInput } from './mediaStatus';
import type { Now } from './parseIsoDate';

/** What the playable rule reads of an item. */
export interface PlayableItem extends MediaStatusInput {
  contentType?: string | null;
  sources?: readonly unknown[] | null;
}

/** The item is scheduled at `now` (spec 000 §4 "Media status"): it has not started and does not play. */
export const isScheduledAt = (item: MediaStatusInput, now: Now): boolean => getMediaStatus(item, now) === MEDIA_STATUS.SCHEDULED;

/**
 * Whether an item can be played at `now`, so that the play button and the player are offered
 * (spec 000 §4): never while it is scheduled, and only with something to play: its own sources,
 * or for a reading series its first reading (which plays on that reading's page). Entitlement is
 * another question (`decideMediaAccess`).
 */
export function isPlayable(item: PlayableItem, now: Now, firstReading?: unknown): boolean {
  if (isScheduledAt(item, now)) return false;
  return item.contentType === CONTENT_TYPE.READING_SERIES ? Boolean(firstReading) : Boolean(item.sources?.length);
}
