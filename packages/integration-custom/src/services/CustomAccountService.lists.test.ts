import { customerSchema } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, USER_ID } from '../../test/support/fakeAccountApi';
import { createTestService, failureOf, useMswServer } from '../../test/support/testService';

const server = useMswServer();

async function signedIn() {
  const context = createTestService();
  server.use(...context.api.handlers());
  const { user } = await context.login();
  context.api.calls.length = 0;
  return { ...context, user };
}

const favoriteDocs = (ids: string) => ids.split(' ').map((mediaId) => ({ mediaId, createdAt: '2025-06-01T00:00:00.000Z' }));
const historyDocs = (entries: string) =>
  entries.split(' ').map((entry) => {
    const [mediaId = '', progress = '0'] = entry.split(':');
    return { mediaId, progress: Number(progress), updatedAt: '2025-06-01T00:00:00.000Z' };
  });
const ids = (list: { mediaId: string }[]) => list.map((doc) => doc.mediaId).join(' ');

describe('getFavorites / getWatchHistory', () => {
  it('map the docs to the stored shapes, newest first as the server sends them', async () => {
    const { service, api, user } = await signedIn();
    api.favorites = favoriteDocs('m3 m2 m1');
    api.history = historyDocs('e2:0.4 m1:1');
    await expect(service.getFavorites(user)).resolves.toEqual([{ mediaid: 'm3' }, { mediaid: 'm2' }, { mediaid: 'm1' }]);
    await expect(service.getWatchHistory(user)).resolves.toEqual([
      { mediaid: 'e2', progress: 0.4 },
      { mediaid: 'm1', progress: 1 },
    ]);
    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual(['GET /favorites Bearer token-1', 'GET /history Bearer token-1']);
  });

  it.each([
    ['favorites', '/favorites', { docs: [{ mediaId: '' }] }],
    ['favorites', '/favorites', { items: [] }],
    ['history', '/history', { docs: [{ mediaId: 'm1', progress: 1.5 }] }],
    ['history', '/history', { docs: [{ mediaId: 'm1' }] }],
    ['history', '/history', 'docs'],
  ] as const)('a malformed %s reply is invalid_reply', async (list, path, body) => {
    const { service, user } = await signedIn();
    server.use(http.get(`${API_URL}${path}`, () => HttpResponse.json(body)));
    const read = list === 'favorites' ? () => service.getFavorites(user) : () => service.getWatchHistory(user);
    await expect(read()).rejects.toMatchObject({ code: 'invalid_reply' });
  });

  it('a failed read without message is "Failed to fetch user data"', async () => {
    const { service, user } = await signedIn();
    server.use(http.get(`${API_URL}/favorites`, () => new HttpResponse(null, { status: 500 })));
    await expect(service.getFavorites(user)).rejects.toMatchObject({ code: 500, message: 'Failed to fetch user data' });
  });
});

describe('saveFavorites: only the difference against the list last known on the server', () => {
  it.each([
    ['toggle on', 'a b', 'n a b', ['POST /favorites n']],
    ['toggle off', 'a b c', 'a c', ['DELETE /favorites/b']],
    ['unchanged', 'a b', 'a b', []],
    ['two added at once: oldest first', 'a', 'y x a', ['POST /favorites x', 'POST /favorites y']],
  ])('%s: [%s] -> [%s]', async (_name, onServer, wanted, writes) => {
    const { service, api, user } = await signedIn();
    api.favorites = favoriteDocs(onServer);
    await service.getFavorites(user);
    api.calls.length = 0;

    await service.saveFavorites(
      user,
      wanted.split(' ').map((mediaid) => ({ mediaid })),
    );
    expect(api.listWrites()).toEqual(writes);
    expect(api.calls.every((call) => call.method !== 'GET')).toBe(true);
    expect(ids(api.favorites)).toBe(wanted);
  });

  it('consecutive saves diff against the previous save, not the first read', async () => {
    const { service, api, user } = await signedIn();
    await service.getFavorites(user);
    await service.saveFavorites(user, [{ mediaid: 'a' }]);
    await service.saveFavorites(user, [{ mediaid: 'b' }, { mediaid: 'a' }]);
    await service.saveFavorites(user, [{ mediaid: 'b' }]);
    expect(api.listWrites()).toEqual(['POST /favorites a', 'POST /favorites b', 'DELETE /favorites/a']);
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('without a read first (sign-up saves the local list), the server list is read, then the difference sent', async () => {
    const { service, api, user } = await signedIn();
    api.favorites = favoriteDocs('a');
    await service.saveFavorites(user, [{ mediaid: 'l2' }, { mediaid: 'l1' }, { mediaid: 'a' }]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /favorites', 'POST /favorites', 'POST /favorites']);
    expect(ids(api.favorites)).toBe('l2 l1 a');
  });

  it('saves asked for at once go out one after the other, in order', async () => {
    const { service, api, user } = await signedIn();
    await service.getFavorites(user);
    await Promise.all([service.saveFavorites(user, [{ mediaid: 'a' }]), service.saveFavorites(user, [{ mediaid: 'b' }, { mediaid: 'a' }])]);
    expect(api.listWrites()).toEqual(['POST /favorites a', 'POST /favorites b']);
  });

  it('after a save that failed half-way, the next save reads the server again', async () => {
    const { service, api, user } = await signedIn();
    api.favorites = favoriteDocs(Array.from({ length: 47 }, (_, index) => `f${index}`).join(' '));
    const stored = await service.getFavorites(user);

    // y goes in (48th), x hits the limit: the server now holds y, which no list here knew of.
    const error = await failureOf(() => service.saveFavorites(user, [{ mediaid: 'x' }, { mediaid: 'y' }, ...stored]));
    expect(error).toMatchObject({ code: 400, message: 'favorites limit reached' });
    expect(api.listWrites()).toEqual(['POST /favorites y', 'POST /favorites x']);

    api.calls.length = 0;
    await service.saveFavorites(user, [{ mediaid: 'x' }, ...stored.slice(0, 46)]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/favorites' });
    expect(api.listWrites()).toEqual(['DELETE /favorites/y', 'DELETE /favorites/f46', 'POST /favorites x']);
    expect(api.favorites).toHaveLength(47);
  });

  it('another user (or a new login) does not reuse the known list', async () => {
    const { service, api, user, login } = await signedIn();
    await service.getFavorites(user);
    await login();
    api.calls.length = 0;
    await service.saveFavorites(user, [{ mediaid: 'a' }]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/favorites' });

    api.calls.length = 0;
    const other = customerSchema.parse({ id: 'someone-else', email: 'b@example.com' });
    await service.saveFavorites(other, [{ mediaid: 'a' }]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/favorites' });
  });

  it('a logout during a save forgets what it learned', async () => {
    const { service, api, user, login } = await signedIn();
    await service.getFavorites(user);
    const saving = service.saveFavorites(user, [{ mediaid: 'a' }]);
    await service.logout();
    await expect(saving).rejects.toMatchObject({ code: 'not_logged_in' });
    await login();
    api.calls.length = 0;
    await service.saveFavorites(user, []);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/favorites' });
  });

  it('a failed save without message is "Failed to update user data"', async () => {
    const { service, user } = await signedIn();
    await service.getFavorites(user);
    server.use(http.post(`${API_URL}/favorites`, () => new HttpResponse(null, { status: 500 })));
    await expect(service.saveFavorites(user, [{ mediaid: 'a' }])).rejects.toMatchObject({ code: 500, message: 'Failed to update user data' });
  });

  it('a malformed reply to a post is invalid_reply', async () => {
    const { service, user } = await signedIn();
    await service.getFavorites(user);
    server.use(http.post(`${API_URL}/favorites`, () => HttpResponse.json({ saved: true })));
    await expect(service.saveFavorites(user, [{ mediaid: 'a' }])).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('saveWatchHistory: posts new or changed progress, deletes dropped entries', () => {
  it.each([
    ['progress saved while watching', 'm1:0.2 m2:1', 'm1:0.4 m2:1', ['POST /history m1 0.4']],
    ['a new item', 'm1:0.2', 'm3:0.1 m1:0.2', ['POST /history m3 0.1']],
    ['the next episode of a series replaces the previous one', 'e1:0.95 m1:0.2', 'e2:0.05 m1:0.2', ['DELETE /history/e1', 'POST /history e2 0.05']],
    ['an older item watched again: to the front', 'm1:0.2 m2:0.5 m3:1', 'm2:0.6 m1:0.2 m3:1', ['POST /history m2 0.6']],
    ['unchanged', 'm1:0.2', 'm1:0.2', []],
  ])('%s', async (_name, onServer, wanted, writes) => {
    const { service, api, user } = await signedIn();
    api.history = historyDocs(onServer);
    await service.getWatchHistory(user);
    api.calls.length = 0;

    const list = historyDocs(wanted).map((doc) => ({ mediaid: doc.mediaId, progress: doc.progress }));
    await service.saveWatchHistory(user, list);
    expect(api.listWrites()).toEqual(writes);
    expect(api.history.map((doc) => `${doc.mediaId}:${doc.progress}`).join(' ')).toBe(wanted);
  });

  it('400 "invalid param progress" is raised with the server message', async () => {
    const { service, user } = await signedIn();
    await service.getWatchHistory(user);
    server.use(http.post(`${API_URL}/history`, () => HttpResponse.json({ message: 'invalid param progress', code: 400 }, { status: 400 })));
    await expect(service.saveWatchHistory(user, [{ mediaid: 'm1', progress: 0.5 }])).rejects.toMatchObject({ code: 400, message: 'invalid param progress' });
  });

  it('signed out -> not_logged_in without a call', async () => {
    const context = createTestService();
    server.use(...context.api.handlers());
    const user = customerSchema.parse({ id: USER_ID, email: 'a@b.c' });
    await expect(context.service.saveWatchHistory(user, [{ mediaid: 'm1', progress: 0.5 }])).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(context.api.calls).toEqual([]);
  });
});
