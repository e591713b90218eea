import { describe, expect, it } from 'vitest';
import { movableClock } from '../../src/testing';
import { DIALECTS, T0, useAccountServer } from './helpers';

describe.each(DIALECTS)('history and favorites (%s)', (dialect) => {
  const clock = movableClock(T0);
  const { api } = useAccountServer(() => ({ dialect, clock }));
  const ids = (reply: { body: { docs: Array<{ mediaId: string }> } }): string[] => reply.body.docs.map((doc) => doc.mediaId);

  it('history keeps the newest 48, an update moving the entry to the front', async () => {
    const { token } = await api().register();
    for (let i = 0; i < 50; i++) {
      expect((await api().post('/history', { mediaId: `m${i}`, progress: i / 50 }, token)).status).toBe(200);
    }
    const list = await api().get('/history', token);
    expect(ids(list)).toEqual(Array.from({ length: 48 }, (_, i) => `m${49 - i}`));
    await api().post('/history', { mediaId: 'm10', progress: 0.99 }, token);
    const after = await api().get('/history', token);
    expect(ids(after)[0]).toBe('m10');
    expect(after.body.docs[0].progress).toBe(0.99);
    expect(ids(after)).toHaveLength(48);
    expect(ids(after)).toContain('m2');
    // A new entry pushes out the oldest one.
    await api().post('/history', { mediaId: 'm0', progress: 0.1 }, token);
    const pushed = ids(await api().get('/history', token));
    expect(pushed.slice(0, 2)).toEqual(['m0', 'm10']);
    expect(pushed).toHaveLength(48);
    expect(pushed).not.toContain('m2');
  });

  it('entries written in the same millisecond keep their order (fixed clock)', async () => {
    const { token } = await api().register();
    for (const id of ['a', 'b', 'c']) await api().post('/favorites', { mediaId: id }, token);
    for (const id of ['x', 'y', 'z']) await api().post('/history', { mediaId: id, progress: 0.5 }, token);
    await api().post('/history', { mediaId: 'x', progress: 0.6 }, token);
    expect(ids(await api().get('/favorites', token))).toEqual(['c', 'b', 'a']);
    expect(ids(await api().get('/history', token))).toEqual(['x', 'z', 'y']);
  });

  it('favorites stop at 48: the 49th is 400 "favorites limit reached", an existing one still answers', async () => {
    const { token } = await api().register();
    const added = await Promise.all(Array.from({ length: 48 }, (_, i) => api().post('/favorites', { mediaId: `f${i}` }, token)));
    expect(added.every((reply) => reply.status === 200)).toBe(true);
    const full = await api().post('/favorites', { mediaId: 'one-more' }, token);
    expect([full.status, full.body]).toEqual([400, { message: 'favorites limit reached', code: 400 }]);
    expect((await api().post('/favorites', { mediaId: 'f7' }, token)).status).toBe(200);
    await api().delete('/favorites/f7', token);
    expect((await api().post('/favorites', { mediaId: 'one-more' }, token)).status).toBe(200);
    expect(ids(await api().get('/favorites', token))).toHaveLength(48);
  });

  it('concurrent additions never pass the limit', async () => {
    const { token } = await api().register();
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => api().post('/favorites', { mediaId: `c${i}` }, token)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(48);
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(12);
    expect(ids(await api().get('/favorites', token))).toHaveLength(48);
  });

  it.each([
    ['/history', { mediaId: 'm', progress: 1.5 }, { progress: 'invalid param progress: must be a number from 0 to 1' }],
    ['/history', { mediaId: 'm', progress: -0.1 }, { progress: 'invalid param progress: must be a number from 0 to 1' }],
    ['/history', { mediaId: 'm', progress: '0.5' }, { progress: 'invalid param progress: must be a number from 0 to 1' }],
    ['/history', { mediaId: 'm' }, { progress: 'invalid param progress: required' }],
    ['/history', { mediaId: 'has space', progress: 0 }, { mediaId: 'invalid param mediaId: 1 to 64 letters, digits, "-" or "_"' }],
    ['/favorites', { mediaId: 'x'.repeat(65) }, { mediaId: 'invalid param mediaId: 1 to 64 letters, digits, "-" or "_"' }],
    ['/favorites', { mediaId: 12 }, { mediaId: 'invalid param mediaId: must be a string' }],
    ['/favorites', {}, { mediaId: 'invalid param mediaId: required' }],
  ])('POST %s %j is refused', async (path, body, errors) => {
    const { token } = await api().register();
    expect((await api().post(path, body, token)).body).toEqual({ message: Object.values(errors)[0], code: 400, errors });
  });

  it('DELETE with a malformed media id is 400', async () => {
    const { token } = await api().register();
    expect((await api().delete(`/favorites/${encodeURIComponent("x' or 1=1")}`, token)).body.errors).toEqual({ mediaId: expect.stringMatching(/^invalid param mediaId/) });
  });
});
