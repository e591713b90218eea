import { describe, expect, it } from 'vitest';
import { eventStateAt, eventWindowAt } from './eventSchedule';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('live event schedule', () => {
  it.each([
    ['2025-03-01T10:00:00Z', '2025-03-01T23:30:00.000Z', 'PRE_LIVE'],
    ['2025-03-01T23:45:00Z', '2025-03-01T23:30:00.000Z', 'LIVE_PUBLISHED'],
    ['2025-03-02T00:15:00Z', '2025-03-01T23:30:00.000Z', 'LIVE_PUBLISHED'],
    ['2025-03-02T00:30:00Z', '2025-03-02T23:30:00.000Z', 'PRE_LIVE'],
  ])('a daily 23:30 event of 60 min at %s is the showing of %s, %s', (now, start, state) => {
    const window = eventWindowAt({ type: 'daily', startUtc: '23:30', durationMinutes: 60 }, at(now));
    expect(iso(window.startMs)).toBe(start);
    expect(window.endMs - window.startMs).toBe(3_600_000);
    expect(eventStateAt(window, at(now))).toBe(state);
  });

  it('reads a fixed event as it is', () => {
    const window = eventWindowAt({ type: 'fixed', start: '2025-03-01T18:00:00+01:00', end: '2025-03-01T19:00:00+01:00' }, 0);
    expect([iso(window.startMs), iso(window.endMs)]).toEqual(['2025-03-01T17:00:00.000Z', '2025-03-01T18:00:00.000Z']);
    expect(eventStateAt(window, window.endMs)).toBe('VOD_PUBLIC');
  });
});
