import { describe, expect, it } from 'vitest';
import { SESSION_ID_PATTERN, SsaiSessions } from './ssaiSessions';

const data = (expiresAt: number) => ({ mediaId: 'm', clipId: 'c', scheduleId: 's', origin: 'http://o', beacons: true, itemBound: false, signed: false, breaks: [], expiresAt });

describe('SsaiSessions', () => {
  it('gives each session an unguessable id and forgets it when it expires', () => {
    const sessions = new SsaiSessions();
    const a = sessions.create(data(1000));
    const b = sessions.create(data(1000));
    expect(a.id).toMatch(SESSION_ID_PATTERN);
    expect(a.id).not.toBe(b.id);
    expect(sessions.get(a.id, 999)).toBe(a);
    expect(sessions.get(a.id, 1000)).toBeUndefined();
  });

  it('drops the oldest sessions past its capacity', () => {
    const sessions = new SsaiSessions(2);
    const [a, b, c] = [sessions.create(data(1e12)), sessions.create(data(1e12)), sessions.create(data(1e12))];
    expect(sessions.size).toBe(2);
    expect(sessions.get(a.id, 0)).toBeUndefined();
    expect([sessions.get(b.id, 0), sessions.get(c.id, 0)]).toEqual([b, c]);
  });
});
