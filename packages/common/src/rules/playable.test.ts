import { describe, expect, it } from 'vitest';
import { isPlayable, isScheduledAt, type PlayableItem } from './playable';

const NOW = Date.parse('2025-03-01T20:00:00Z');
const SOURCES = [{ file: '/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' }];
const FIRST_READING = { mediaid: 'read0001' };
const scheduled = { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2025-03-02T19:00:00Z' };
const onAir = { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2025-03-01T19:00:00Z', 'VCH.ScheduledEnd': '2025-03-01T21:00:00Z' };
const ended = { 'VCH.EventState': 'VOD_PUBLIC' };

describe('playable (spec 000 §4: no playing a scheduled item, nor one with nothing to play)', () => {
  it.each<[string, PlayableItem, unknown, boolean]>([
    ['a film with sources', { contentType: 'movie', sources: SOURCES }, undefined, true],
    ['an episode with sources', { contentType: 'episode', sources: SOURCES }, undefined, true],
    ['an item without sources', { contentType: 'movie', sources: [] }, undefined, false],
    ['an item whose sources are unknown', { contentType: 'movie' }, undefined, false],
    ['a scheduled event, even with sources', { contentType: 'liveevent', sources: SOURCES, ...scheduled }, undefined, false],
    ['a scheduled event whose start has come', { contentType: 'liveevent', sources: SOURCES, ...onAir }, undefined, true],
    ['an event over and on demand', { contentType: 'liveevent', sources: SOURCES, ...ended }, undefined, true],
    ['a reading series with a first reading (it has no sources of its own)', { contentType: 'reading_series' }, FIRST_READING, true],
    ['a reading series whose readings have not arrived or are empty', { contentType: 'reading_series', sources: SOURCES }, undefined, false],
    ['a scheduled reading series', { contentType: 'reading_series', ...scheduled }, FIRST_READING, false],
  ])('%s: %s', (_case, item, firstReading, playable) => {
    expect(isPlayable(item, NOW, firstReading)).toBe(playable);
  });

  it.each([
    ['scheduled in the future', scheduled, true],
    ['on air', onAir, false],
    ['on demand', ended, false],
    ['without an event state', {}, false],
  ])('an item %s is scheduled: %s', (_case, item, expected) => {
    expect(isScheduledAt(item, NOW)).toBe(expected);
  });
});
