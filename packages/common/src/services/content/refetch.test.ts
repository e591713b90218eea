import { describe, expect, it } from 'vitest';
import { CONTENT_REFETCH_INTERVAL_MS } from '../../constants';
import { httpError } from '../../errors/httpErrors';
import { CONTENT_QUERY_RETRY, contentRefetchInterval, shouldRefetch, type RefetchTarget } from './refetch';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const window = { 'VCH.ScheduledStart': '2024-05-01T11:00:00Z', 'VCH.ScheduledEnd': '2024-05-01T13:00:00Z' };

describe('shouldRefetch (refetch every 30 s when flagged refetch or live/scheduled)', () => {
  it.each<[string, RefetchTarget | null | undefined, boolean]>([
    ['nothing loaded', undefined, false],
    ['a plain video', {}, false],
    ['an item flagged refetch', { refetch: 'true' }, true],
    ['an item flagged refetch as a boolean', { refetch: true }, true],
    ['an item with refetch "false"', { refetch: 'false' }, false],
    ['a live event on air', { 'VCH.EventState': 'LIVE_PUBLISHED' }, true],
    ['a scheduled event', { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2024-05-02T11:00:00Z' }, true],
    ['an event inside its window', { 'VCH.EventState': 'PRE_LIVE', ...window }, true],
    ['an event that is over', { 'VCH.EventState': 'VOD_PUBLIC', ...window }, false],
    ['a playlist of plain videos', { playlist: [{}, {}] }, false],
    ['a playlist with one live item', { playlist: [{}, { 'VCH.EventState': 'LIVE_PUBLISHED' }] }, true],
    ['a playlist with one flagged item', { playlist: [{ refetch: 'true' }] }, true],
    ['a flagged playlist', { refetch: 'true', playlist: [] }, true],
  ])('%s -> %s', (_label, target, expected) => {
    expect(shouldRefetch(target, NOW)).toBe(expected);
    expect(contentRefetchInterval(target, NOW)).toBe(expected ? CONTENT_REFETCH_INTERVAL_MS : false);
  });

  it('recomputes the status at the time asked, not the one derived at fetch time', () => {
    const item = { 'VCH.EventState': 'ENCODING', ...window, mediaStatus: 'LIVE' as const };
    expect(shouldRefetch(item, NOW)).toBe(true);
    expect(shouldRefetch(item, Date.parse('2024-05-01T14:00:00Z'))).toBe(false);
  });

  it('uses the clock by default', () => {
    expect(shouldRefetch({ 'VCH.EventState': 'LIVE_PUBLISHED' })).toBe(true);
    expect(contentRefetchInterval({})).toBe(false);
  });
});

describe('CONTENT_QUERY_RETRY', () => {
  it.each([
    ['series 404', CONTENT_QUERY_RETRY.series, 0, httpError(404), false],
    ['series 500, first retry', CONTENT_QUERY_RETRY.series, 0, httpError(500), true],
    ['series 500, second retry', CONTENT_QUERY_RETRY.series, 1, httpError(500), true],
    ['series 500, third retry', CONTENT_QUERY_RETRY.series, 2, httpError(500), false],
    ['bootstrap, first retry', CONTENT_QUERY_RETRY.bootstrap, 0, httpError(500), true],
    ['bootstrap, second retry', CONTENT_QUERY_RETRY.bootstrap, 1, httpError(500), false],
  ])('%s', (_label, retry, failureCount, error, expected) => {
    expect(retry(failureCount, error)).toBe(expected);
  });
});
