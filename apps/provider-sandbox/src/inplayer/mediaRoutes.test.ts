import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './mediaRoutes';
import { useInPlayerViewer } from './testing';

describe('video platform watch history and favorites', () => {
  const state = useInPlayerViewer();
  const save = (mediaId: string, progress: number) => state.t.form('PATCH', '/v2/accounts/media/watch-history', { media_id: mediaId, progress }, state.token);

  it.each([
    ['currently_watching', ['mvSign04']],
    ['watched', ['mvRule06']],
    ['all', ['mvSign04', 'mvRule06']],
  ])('filters the watch history by %s, newest first', async (filter, expected) => {
    await save('mvRule06', 0.99);
    state.t.sandbox.clock.advance(1000);
    await save('mvSign04', 0.4);
    const { json } = await state.t.form('GET', `/v2/accounts/media/watch-history?filter=${filter}&cursor=`, undefined, state.token);
    expect(json.collection.map((item: { media_id: string }) => item.media_id)).toEqual(expected);
    expect(json).not.toHaveProperty('cursor');
  });

  it('updates an item\'s progress in place and answers it', async () => {
    await save('mvSign04', 0.2);
    const { json } = await save('mvSign04', 0.6);
    expect(json).toMatchObject({ media_id: 'mvSign04', progress: 0.6, created_at: expect.any(Number), updated_at: expect.any(Number) });
    expect((await state.t.form('GET', '/v2/accounts/media/watch-history', undefined, state.token)).json.collection).toHaveLength(1);
  });

  it.each([
    ['a progress above 1', { media_id: 'mvSign04', progress: 2 }, 'Invalid param progress'],
    ['a malformed media id', { media_id: 'no spaces', progress: 0.5 }, 'Invalid param media_id'],
  ])('refuses %s', async (_case, fields, message) => {
    expect((await state.t.form('PATCH', '/v2/accounts/media/watch-history', fields, state.token)).json).toMatchObject({ code: 422, message });
  });

  it('pages with a cursor when there are more items than a page', async () => {
    for (let index = 0; index < PAGE_SIZE + 2; index += 1) {
      state.t.sandbox.clock.advance(1000);
      await state.t.form('POST', '/v2/accounts/media/favorites', { media_id: `media${index}` }, state.token);
    }
    const first = (await state.t.form('GET', '/v2/accounts/media/favorites', undefined, state.token)).json;
    expect(first.collection).toHaveLength(PAGE_SIZE);
    expect(first.collection[0].media_id).toBe(`media${PAGE_SIZE + 1}`);
    const second = (await state.t.form('GET', `/v2/accounts/media/favorites?cursor=${first.cursor}`, undefined, state.token)).json;
    expect(second.collection.map((item: { media_id: string }) => item.media_id)).toEqual(['media1', 'media0']);
    expect(second).not.toHaveProperty('cursor');
  });

  it('adds, lists and removes favorites', async () => {
    expect((await state.t.form('POST', '/v2/accounts/media/favorites', { media_id: 'mvRule06' }, state.token)).json).toMatchObject({ media_id: 'mvRule06', created_at: expect.any(Number) });
    await state.t.form('POST', '/v2/accounts/media/favorites', { media_id: 'mvRule06' }, state.token);
    expect((await state.t.form('GET', '/v2/accounts/media/favorites', undefined, state.token)).json.collection).toHaveLength(1);
    expect((await state.t.form('DELETE', '/v2/accounts/media/favorites/mvRule06', undefined, state.token)).json.media_id).toBe('mvRule06');
    expect((await state.t.form('DELETE', '/v2/accounts/media/favorites/mvRule06', undefined, state.token)).json).toEqual({ code: 404, message: 'Favorite not found' });
    expect((await state.t.form('GET', '/v2/accounts/media/favorites', undefined, state.token)).json).toEqual({ collection: [] });
  });

  it('keeps each account\'s lists apart', async () => {
    await state.t.form('POST', '/v2/accounts/media/favorites', { media_id: 'mvRule06' }, state.token);
    const other = await state.t.signUp('other@example.org');
    expect((await state.t.form('GET', '/v2/accounts/media/favorites', undefined, other.token)).json.collection).toEqual([]);
  });
});
