import { describe, expect, it } from 'vitest';
import { MEDIA_STATUS } from '../entities/media';
import {
  EVENT_STATE,
  getMediaStatus,
  isInScheduleWindow,
  isLiveEvent,
  isLiveOrScheduled,
  mediaStatusBadge,
  scheduleWindowOf,
  type MediaStatusInput,
} from './mediaStatus';

const NOW = new Date('2024-05-01T12:00:00Z');
const PAST = '2024-05-01T11:00:00Z';
const EARLIER = '2024-05-01T10:00:00Z';
const FUTURE = '2024-05-01T13:00:00Z';
const LATER = '2024-05-01T14:00:00Z';

const event = (state: string | undefined, start?: string, end?: string): MediaStatusInput => ({
  ...(state === undefined ? {} : { 'VCH.EventState': state }),
  ...(start === undefined ? {} : { 'VCH.ScheduledStart': start }),
  ...(end === undefined ? {} : { 'VCH.ScheduledEnd': end }),
});

describe('getMediaStatus', () => {
  it.each<[string, MediaStatusInput, string]>([
    ['no event state', event(undefined), 'VOD'],
    ['no event state, even inside a schedule window', event(undefined, PAST, FUTURE), 'VOD'],
    ['blank event state', event('  '), 'VOD'],
    ['LIVE_PUBLISHED', event('LIVE_PUBLISHED', FUTURE, LATER), 'LIVE'],
    ['LIVE_PUBLISHED without a schedule', event('LIVE_PUBLISHED'), 'LIVE'],
    ['bare LIVE', event('live'), 'LIVE'],
    ['PRE_LIVE before the start', event('PRE_LIVE', FUTURE, LATER), 'SCHEDULED'],
    ['LIVE_UNPUBLISHED before the start', event('LIVE_UNPUBLISHED', FUTURE, LATER), 'SCHEDULED'],
    ['PRE_LIVE without a schedule', event('PRE_LIVE'), 'SCHEDULED'],
    ['PRE_LIVE once the start has passed and the end is ahead', event('PRE_LIVE', PAST, FUTURE), 'LIVE'],
    ['LIVE_UNPUBLISHED inside the window', event('LIVE_UNPUBLISHED', PAST, FUTURE), 'LIVE'],
    ['PRE_LIVE after the end', event('PRE_LIVE', EARLIER, PAST), 'SCHEDULED'],
    ['PRE_LIVE with start passed but no end', event('PRE_LIVE', PAST), 'SCHEDULED'],
    ['PRE_LIVE with an unreadable start', event('PRE_LIVE', 'soon', FUTURE), 'SCHEDULED'],
    ['INSTANT_VOD', event('INSTANT_VOD', EARLIER, PAST), 'VOD'],
    ['VOD_PUBLIC even inside the window', event('VOD_PUBLIC', PAST, FUTURE), 'VOD'],
    ['unknown state inside the window', event('SOMETHING', PAST, FUTURE), 'LIVE'],
    ['unknown state before the start', event('SOMETHING', FUTURE, LATER), 'SCHEDULED'],
    ['unknown state after the end', event('SOMETHING', EARLIER, PAST), 'VOD'],
    ['unknown state without a schedule', event('SOMETHING'), 'VOD'],
  ])('%s -> %s', (_name, item, expected) => {
    expect(getMediaStatus(item, NOW)).toBe(expected);
  });

  it('prefers the derived scheduledStart/scheduledEnd over the raw custom parameters', () => {
    const item: MediaStatusInput = { ...event('PRE_LIVE', FUTURE, LATER), scheduledStart: new Date(PAST), scheduledEnd: new Date(FUTURE) };
    expect(getMediaStatus(item, NOW)).toBe('LIVE');
    expect(getMediaStatus(item, NOW.getTime())).toBe('LIVE');
  });

  it('starts live exactly at the scheduled start and stops at the scheduled end', () => {
    const item = event('PRE_LIVE', PAST, FUTURE);
    expect(getMediaStatus(item, new Date(PAST))).toBe('LIVE');
    expect(getMediaStatus(item, new Date(FUTURE))).toBe('SCHEDULED');
  });
});

describe('schedule window', () => {
  it('parses the scheduled dates safely', () => {
    expect(scheduleWindowOf(event('PRE_LIVE', 'not a date', FUTURE))).toEqual({ scheduledStart: undefined, scheduledEnd: new Date(FUTURE) });
    expect(isInScheduleWindow({ scheduledStart: new Date(PAST), scheduledEnd: undefined }, NOW)).toBe(false);
  });

  it.each<[string, MediaStatusInput, boolean]>([
    ['event state and start', event('PRE_LIVE', FUTURE), true],
    ['event state without start', event('PRE_LIVE'), false],
    ['start without event state', event(undefined, FUTURE), false],
  ])('isLiveEvent: %s -> %s', (_name, item, expected) => {
    expect(isLiveEvent(item)).toBe(expected);
  });
});

describe('status display', () => {
  it.each([
    ['LIVE', 'live-tag', true],
    ['SCHEDULED', 'icon', true],
    ['VOD', 'icon', false],
  ] as const)('%s shows %s (refetches: %s)', (status, badge, refetches) => {
    expect(mediaStatusBadge(status)).toBe(badge);
    expect(isLiveOrScheduled(status)).toBe(refetches);
  });

  it('names the event states and statuses as the content host does', () => {
    expect(Object.values(EVENT_STATE)).toEqual(['PRE_LIVE', 'LIVE_UNPUBLISHED', 'LIVE_PUBLISHED', 'INSTANT_VOD', 'VOD_PUBLIC']);
    expect(Object.values(MEDIA_STATUS)).toEqual(['LIVE', 'VOD', 'SCHEDULED']);
  });
});
