import { describe, expect, it } from 'vitest';
import { SESSION_ID_PATTERN, SsaiSessions } from './ssaiSessions';

const data = (expiresAt: number) => ({ mediaId: 'm', clipId: 'c', scheduleId: 's', origin: 'http://o', beacons: true, itemBound: false, signed: false, breaks: [], expiresAt });

describe('SsaiSessions', () => {
  it('gives each session an unguessable id and forgets it when it expires', async () => {
    const sessions = new SsaiSessions();
    const a = await sessions.create(data(1000), 0);
    const b = await sessions.create(data(1000), 0);
    expect(a.id).toMatch(SESSION_ID_PATTERN);
    expect(a.id).not.toBe(b.id);
    expect(await sessions.get(a.id, 999)).toBe(a);
    expect(await sessions.get(a.id, 1000)).toBeUndefined();
  });

  it('drops the oldest sessions past its capacity', async () => {
    const sessions = new SsaiSessions(2);
    const [a, b, c] = [await sessions.create(data(1e12), 0), await sessions.create(data(1e12), 0), await sessions.create(data(1e12), 0)];
    expect(sessions.size).toBe(2);
    expect(await sessions.get(a.id, 0)).toBeUndefined();
    expect([await sessions.get(b.id, 0), await sessions.get(c.id, 0)]).toEqual([b, c]);
  });

  it('lets each tracking event of a break be claimed once, in order', async () => {
    const sessions = new SsaiSessions();
    const { id } = await sessions.create(data(1e12), 0);
    expect(await sessions.claimEvents(id, 1, 3)).toEqual([0, 1, 2]);
    expect(await sessions.claimEvents(id, 1, 2)).toEqual([]);
    expect(await sessions.claimEvents(id, 1, 6)).toEqual([3, 4, 5]);
    expect(await sessions.claimEvents(id, 2, 1)).toEqual([0]);
    expect(await sessions.claimEvents('unknown', 1, 1)).toEqual([]);
  });
});
