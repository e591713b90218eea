import { MEDIA_STATUS, type MediaStatus } from '../entities/media';
import { nowMs, parseIsoDate, type DateInput, type Now } from './parseIsoDate';

/** Values of the media item's `VCH.EventState` custom parameter, in the order an event goes through them. */
export const EVENT_STATE = {
  PRE_LIVE: 'PRE_LIVE',
  LIVE_UNPUBLISHED: 'LIVE_UNPUBLISHED',
  LIVE_PUBLISHED: 'LIVE_PUBLISHED',
  INSTANT_VOD: 'INSTANT_VOD',
  VOD_PUBLIC: 'VOD_PUBLIC',
} as const;


/**
 * The fields of a media item this rule reads. The derived `scheduledStart`/`scheduledEnd` win over
 * the raw `VCH.Scheduled*` custom parameters when both are present.
 */
export interface MediaStatusInput {
  'VCH.EventState'?: string | null;
  'VCH.ScheduledStart'?: string | null;
  'VCH.ScheduledEnd'?: string | null;
  scheduledStart?: DateInput;
  scheduledEnd?: DateInput;
}

export interface ScheduleWindow {
  scheduledStart: Date | undefined;
  scheduledEnd: Date | undefined;
}

/** The scheduled start and end of an event, parsed safely (invalid text gives undefined). */
export function scheduleWindowOf(item: MediaStatusInput): ScheduleWindow {
  return {
    scheduledStart: parseIsoDate(item.scheduledStart) ?? parseIsoDate(item['VCH.ScheduledStart']),
    scheduledEnd: parseIsoDate(item.scheduledEnd) ?? parseIsoDate(item['VCH.ScheduledEnd']),
  };
}

/** The scheduled start has passed and the scheduled end is still ahead (both must be known). */
export function isInScheduleWindow(window: ScheduleWindow, now: Now): boolean {
  const time = nowMs(now);
  const { scheduledStart, scheduledEnd } = window;
  return !!scheduledStart && !!scheduledEnd && scheduledStart.getTime() <= time && time < scheduledEnd.getTime();
}

/**
 * Media status of an item at `now`.
 *
 * Precedence (the spec lists the rules without ordering them):
 * 1. No event state: VOD. Schedule dates alone do not make a plain video live.
 * 2. LIVE_PUBLISHED: LIVE, whatever the schedule says (the stream is on air).
 * 3. INSTANT_VOD or VOD_PUBLIC: VOD; the event is over even if its scheduled end is still ahead.
 * 4. PRE_LIVE or LIVE_UNPUBLISHED: LIVE while the schedule window is open (the host may flip the
 *    state late), otherwise SCHEDULED.
 * 5. An unknown state: LIVE inside the window, SCHEDULED before the start, VOD otherwise.
 * The state is compared case-insensitively; a bare `LIVE` is read as LIVE_PUBLISHED.
 */
export function getMediaStatus(item: MediaStatusInput, now: Now): MediaStatus {
  const state = item['VCH.EventState']?.trim().toUpperCase();
  if (!state) return MEDIA_STATUS.VOD;
  if (state === EVENT_STATE.LIVE_PUBLISHED || state === 'LIVE') return MEDIA_STATUS.LIVE;
  if (state === EVENT_STATE.INSTANT_VOD || state === EVENT_STATE.VOD_PUBLIC) return MEDIA_STATUS.VOD;

  const window = scheduleWindowOf(item);
  if (isInScheduleWindow(window, now)) return MEDIA_STATUS.LIVE;
  if (state === EVENT_STATE.PRE_LIVE || state === EVENT_STATE.LIVE_UNPUBLISHED) return MEDIA_STATUS.SCHEDULED;

  const start = window.scheduledStart?.getTime();
  return start !== undefined && start > nowMs(now) ? MEDIA_STATUS.SCHEDULED : MEDIA_STATUS.VOD;
}

/** A live event is an item with an event state and a scheduled start. */
export const isLiveEvent = (item: MediaStatusInput): boolean =>
  !!item['VCH.EventState']?.trim() && scheduleWindowOf(item).scheduledStart !== undefined;

/** Live and scheduled media refetch on an interval and skip autoplay of the next item. */
export const isLiveOrScheduled = (status: MediaStatus): boolean => status === MEDIA_STATUS.LIVE || status === MEDIA_STATUS.SCHEDULED;

/** What a card shows for a status: scheduled and VOD show an icon, live shows a live tag. */
export type MediaStatusBadge = 'icon' | 'live-tag';

export const mediaStatusBadge = (status: MediaStatus): MediaStatusBadge => (status === MEDIA_STATUS.LIVE ? 'live-tag' : 'icon');
