import { describe, expect, it, vi } from 'vitest';
import { LIST_LIMIT_DEFAULT } from '../constants';
import type { StoredFavorite } from '../entities/lists';
import type { MediaItem } from '../entities/media';
import { AppError } from '../errors/AppError';
import { StorageService, createMemoryStorage, type StorageBackend } from '../services/storage';
import { createFavoritesStore, selectIsFavorite, type FavoritesStoreOptions } from './favoritesStore';
import type { MediaResolver } from './persistedList';

/** The smaller limit of one provider variant (spec 000 §9). */
const LIST_LIMIT_SMALL = 40;

const KEY = 'jwapp.favorites';

const media = (mediaid: string): MediaItem => ({ mediaid, title: `Title ${mediaid}`, tags: 'drama,new', duration: 120 });

/** Resolves every id except those listed as gone from the catalog, in reverse order (order must not matter). */
const catalog = (gone: readonly string[] = []): MediaResolver =>
  vi.fn(async (ids: string[]) => ids.filter((id) => !gone.includes(id)).map(media).reverse());

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

function setup(initial: Record<string, string> = {}, options: Partial<FavoritesStoreOptions> = {}) {
  const backend = createMemoryStorage(initial);
  const resolveMedia = options.resolveMedia ?? catalog();
  const store = createFavoritesStore({ storage: new StorageService(backend), resolveMedia, ...options });
  const ids = () => store.getState().items.map((item) => item.mediaid);
  const stored = () => backend.getItem(KEY);
  return { backend, store, ids, stored, resolveMedia };
}

const storedIds = (...ids: string[]) => JSON.stringify(ids.map((mediaid) => ({ mediaid })));
const list = (count: number) => storedIds(...Array.from({ length: count }, (_, index) => `m${index}`));

describe('favorites store: loading from storage', () => {
  it('builds the list from the stored ids, in stored order, with title, tags, duration and the media item', async () => {
    const { store, resolveMedia } = setup({ [KEY]: storedIds('b', 'a', 'b') });
    await store.getState().hydrate();
    expect(resolveMedia).toHaveBeenCalledWith(['b', 'a']);
    expect(store.getState()).toMatchObject({ loadStatus: 'ready', persistence: { status: 'ok' }, target: 'local' });
    expect(store.getState().items).toEqual([
      { mediaid: 'b', title: 'Title b', tags: 'drama,new', duration: 120, playlistItem: media('b') },
      { mediaid: 'a', title: 'Title a', tags: 'drama,new', duration: 120, playlistItem: media('a') },
    ]);
  });

  it('drops stored ids the catalog no longer has', async () => {
    const { store, ids } = setup({ [KEY]: storedIds('a', 'gone', 'c') }, { resolveMedia: catalog(['gone']) });
    await store.getState().hydrate();
    expect(ids()).toEqual(['a', 'c']);
  });

  it('starts empty without asking the catalog when nothing is stored', async () => {
    const { store, resolveMedia } = setup();
    await store.getState().hydrate();
    expect(store.getState()).toMatchObject({ items: [], loadStatus: 'ready', persistence: { status: 'ok' } });
    expect(resolveMedia).not.toHaveBeenCalled();
  });
});

describe('favorites store: corrupted stored favorites block saving', () => {
  it.each([
    ['broken JSON', '[{"mediaid":"a"', 'invalid-json'],
    ['not a list', '{"mediaid":"a"}', 'invalid-shape'],
    ['an entry without mediaid', '[{"mediaid":"a"},{"title":"x"}]', 'invalid-shape'],
    ['an empty mediaid', '[{"mediaid":""}]', 'invalid-shape'],
  ])('%s is rejected and never overwritten, while the list still works in memory', async (_case, raw, reason) => {
    const { store, ids, stored } = setup({ [KEY]: raw });
    await store.getState().hydrate();
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason });
    expect(ids()).toEqual([]);

    store.getState().toggleFavorite(media('x'));
    store.getState().toggleFavorite(media('y'));
    store.getState().clearFavorites();
    store.getState().toggleFavorite(media('z'));
    await store.getState().flush();

    expect(ids()).toEqual(['z']);
    expect(stored()).toBe(raw);
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason });
  });

  it('saves again only after the user chose to reset the stored favorites', async () => {
    const { store, stored } = setup({ [KEY]: 'not json' });
    await store.getState().hydrate();
    store.getState().toggleFavorite(media('x'));
    expect(stored()).toBe('not json');

    await store.getState().resetStorage();
    expect(store.getState().persistence).toEqual({ status: 'ok' });
    expect(stored()).toBe(storedIds('x'));

    store.getState().toggleFavorite(media('y'));
    expect(stored()).toBe(storedIds('y', 'x'));
  });

  it('is also unblocked by restoring a list, which replaces what is stored', async () => {
    const { store, stored } = setup({ [KEY]: 'not json' });
    await store.getState().hydrate();
    await store.getState().restore([{ mediaid: 'a' }, { mediaid: 'b' }]);
    expect(store.getState().persistence).toEqual({ status: 'ok' });
    expect(stored()).toBe(storedIds('a', 'b'));
  });

  it('notices a value corrupted by another tab after loading, and keeps it', async () => {
    const { store, backend, stored } = setup({ [KEY]: storedIds('a') });
    await store.getState().hydrate();
    backend.setItem(KEY, '[garbage');
    store.getState().toggleFavorite(media('b'));
    expect(stored()).toBe('[garbage');
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason: 'invalid-json' });
  });

  it('reports unreadable storage as blocked', async () => {
    const backend: StorageBackend = {
      getItem: () => {
        throw Object.assign(new Error('denied'), { name: 'SecurityError' });
      },
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    const store = createFavoritesStore({ storage: new StorageService(backend), resolveMedia: catalog() });
    await store.getState().hydrate();
    store.getState().toggleFavorite(media('a'));
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason: 'unreadable' });
    expect(backend.setItem).not.toHaveBeenCalled();
  });
});

describe('favorites store: toggle', () => {
  it.each([
    ['adds a new item at the front', ['a', 'b'], 'c', 'added', ['c', 'a', 'b']],
    ['removes an item that is present', ['a', 'b', 'c'], 'b', 'removed', ['a', 'c']],
    ['adds to an empty list', [], 'a', 'added', ['a']],
  ])('%s and saves the list', async (_case, before, toggled, action, after) => {
    const { store, ids, stored } = setup({ [KEY]: storedIds(...before) });
    await store.getState().hydrate();
    expect(store.getState().toggleFavorite(media(toggled))).toMatchObject({ ok: true, action });
    expect(ids()).toEqual(after);
    expect(stored()).toBe(storedIds(...after));
  });

  it.each([
    ['the default limit', undefined, LIST_LIMIT_DEFAULT],
    ['the smaller limit', LIST_LIMIT_SMALL, LIST_LIMIT_SMALL],
  ])('warns with maxCount at %s and changes nothing', async (_case, limit, maxCount) => {
    const { store, stored } = setup({ [KEY]: list(maxCount) }, limit === undefined ? {} : { limit });
    await store.getState().hydrate();
    const warning = { translationKey: 'video:favorites_warning', maxCount };
    expect(store.getState().toggleFavorite(media('new'))).toEqual({ ok: false, warning });
    expect(store.getState().warning).toEqual(warning);
    expect(store.getState().items).toHaveLength(maxCount);
    expect(stored()).toBe(list(maxCount));

    store.getState().dismissWarning();
    expect(store.getState().warning).toBeNull();
  });

  it('follows a new limit and clears the warning after a successful toggle', async () => {
    const { store } = setup({ [KEY]: list(LIST_LIMIT_SMALL) });
    await store.getState().hydrate();
    store.getState().setLimit(LIST_LIMIT_SMALL);
    expect(store.getState().toggleFavorite(media('new')).ok).toBe(false);
    store.getState().toggleFavorite(media('m0'));
    expect(store.getState().warning).toBeNull();
    expect(store.getState().items).toHaveLength(LIST_LIMIT_SMALL - 1);
  });

  it('clears the favorites', async () => {
    const { store, stored } = setup({ [KEY]: storedIds('a', 'b') });
    await store.getState().hydrate();
    store.getState().clearFavorites();
    expect(store.getState().items).toEqual([]);
    expect(stored()).toBe('[]');
  });

  it('tells whether an item is a favorite', async () => {
    const { store } = setup({ [KEY]: storedIds('a') });
    await store.getState().hydrate();
    expect(selectIsFavorite(store.getState(), 'a')).toBe(true);
    expect(selectIsFavorite(store.getState(), 'b')).toBe(false);
  });

  it('reports a failed write and saves again on the next change', async () => {
    const memory = createMemoryStorage();
    let full = true;
    const backend: StorageBackend = {
      ...memory,
      setItem: (key, value) => {
        if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
        memory.setItem(key, value);
      },
    };
    const store = createFavoritesStore({ storage: new StorageService(backend), resolveMedia: catalog() });
    await store.getState().hydrate();
    store.getState().toggleFavorite(media('a'));
    expect(store.getState().persistence).toEqual({ status: 'write-failed', reason: 'quota-exceeded' });
    expect(store.getState().items).toHaveLength(1);

    full = false;
    store.getState().toggleFavorite(media('b'));
    expect(store.getState().persistence).toEqual({ status: 'ok' });
    expect(memory.getItem(KEY)).toBe(storedIds('b', 'a'));
  });
});

describe('favorites store: changes before the list is loaded', () => {
  it('keeps a toggle made while loading and saves it on top of the stored list', async () => {
    const pending = deferred<MediaItem[]>();
    const { store, ids, stored } = setup({ [KEY]: storedIds('a', 'b') }, { resolveMedia: () => pending.promise });
    const loading = store.getState().hydrate();
    expect(store.getState().loadStatus).toBe('loading');

    store.getState().toggleFavorite(media('c'));
    store.getState().toggleFavorite(media('a'));
    expect(stored()).toBe(storedIds('a', 'b'));

    pending.resolve([media('a'), media('b')]);
    await loading;
    expect(ids()).toEqual(['c', 'b']);
    expect(stored()).toBe(storedIds('c', 'b'));
  });

  it('never writes before the stored list was read, and saves the change once it is', async () => {
    const { store, ids, stored } = setup({ [KEY]: storedIds('a') });
    store.getState().toggleFavorite(media('b'));
    expect(ids()).toEqual(['b']);
    expect(stored()).toBe(storedIds('a'));

    await store.getState().hydrate();
    expect(ids()).toEqual(['b', 'a']);
    expect(stored()).toBe(storedIds('b', 'a'));
  });

  it('ignores a load that a newer one replaced', async () => {
    const slow = deferred<MediaItem[]>();
    const resolveMedia = vi.fn<MediaResolver>().mockReturnValueOnce(slow.promise).mockImplementation(async (ids) => ids.map(media));
    const { store, ids } = setup({ [KEY]: storedIds('local') }, { resolveMedia });
    const hydrating = store.getState().hydrate();
    await store.getState().restore([{ mediaid: 'account' }], { syncTarget: vi.fn(async () => undefined) });
    slow.resolve([media('local')]);
    await hydrating;
    expect(ids()).toEqual(['account']);
    expect(store.getState().target).toBe('account');
  });
});

describe('favorites store: when the catalog cannot be reached', () => {
  it('keeps the stored favorites, blocks saving and recovers on a retry', async () => {
    const resolveMedia = vi.fn<MediaResolver>().mockRejectedValueOnce(new Error('offline')).mockImplementation(async (ids) => ids.map(media));
    const { store, ids, stored } = setup({ [KEY]: storedIds('a', 'b') }, { resolveMedia });
    await store.getState().hydrate();
    expect(store.getState()).toMatchObject({
      loadStatus: 'error',
      loadError: { code: 'items_load_failed', message: 'Could not load items' },
      persistence: { status: 'blocked', reason: 'load-failed' },
    });

    store.getState().toggleFavorite(media('c'));
    expect(ids()).toEqual(['c']);
    expect(stored()).toBe(storedIds('a', 'b'));

    await store.getState().hydrate();
    expect(store.getState()).toMatchObject({ loadStatus: 'ready', loadError: null, persistence: { status: 'ok' } });
    expect(ids()).toEqual(['c', 'a', 'b']);
    expect(stored()).toBe(storedIds('c', 'a', 'b'));
  });

  it('replays changes made during a failed load on the empty list', async () => {
    const failing = deferred<MediaItem[]>();
    const { store, ids } = setup({ [KEY]: storedIds('a') }, { resolveMedia: () => failing.promise });
    const loading = store.getState().hydrate();
    store.getState().toggleFavorite(media('c'));
    failing.reject(new Error('offline'));
    await loading;
    expect(ids()).toEqual(['c']);
  });

  it('lets the user start over, replacing the stored favorites', async () => {
    const { store, stored } = setup({ [KEY]: storedIds('a') }, { resolveMedia: vi.fn<MediaResolver>().mockRejectedValue(new Error('offline')) });
    await store.getState().hydrate();
    store.getState().toggleFavorite(media('c'));
    await store.getState().resetStorage();
    expect(store.getState()).toMatchObject({ loadStatus: 'ready', loadError: null, persistence: { status: 'ok' } });
    expect(stored()).toBe(storedIds('c'));
  });

  it('does not reset while a load is running', async () => {
    const pending = deferred<MediaItem[]>();
    const { store, stored } = setup({ [KEY]: 'not json' }, { resolveMedia: () => pending.promise });
    const loading = store.getState().hydrate();
    await store.getState().resetStorage();
    expect(stored()).toBe('not json');
    pending.resolve([]);
    await loading;
  });
});

describe('favorites store: sync target of a logged-in user', () => {
  async function loggedIn(account: StoredFavorite[] = [{ mediaid: 'a' }], local: Record<string, string> = { [KEY]: storedIds('local') }) {
    const context = setup(local);
    const syncTarget = vi.fn(async (_list: StoredFavorite[]): Promise<void> => undefined);
    await context.store.getState().restore(account, { syncTarget });
    return { ...context, syncTarget };
  }

  it('restores the account list and sends every change to the account, not to local storage', async () => {
    const { store, ids, stored, syncTarget } = await loggedIn();
    expect(ids()).toEqual(['a']);
    expect(store.getState().target).toBe('account');
    expect(syncTarget).not.toHaveBeenCalled();

    store.getState().toggleFavorite(media('b'));
    expect(store.getState().sync).toEqual({ status: 'syncing' });
    await store.getState().whenSaved();
    expect(syncTarget).toHaveBeenCalledWith([{ mediaid: 'b' }, { mediaid: 'a' }]);
    expect(store.getState().sync).toEqual({ status: 'idle' });
    expect(stored()).toBe(storedIds('local'));
  });

  it('sends changes of one moment as one save of the latest list', async () => {
    const { store, syncTarget } = await loggedIn([]);
    store.getState().toggleFavorite(media('a'));
    store.getState().toggleFavorite(media('b'));
    store.getState().toggleFavorite(media('c'));
    await store.getState().whenSaved();
    expect(syncTarget).toHaveBeenCalledTimes(1);
    expect(syncTarget).toHaveBeenCalledWith([{ mediaid: 'c' }, { mediaid: 'b' }, { mediaid: 'a' }]);
  });

  it('sends a change made during a save once that save is done', async () => {
    const first = deferred<void>();
    const { store, syncTarget } = await loggedIn([]);
    syncTarget.mockReturnValueOnce(first.promise);
    store.getState().toggleFavorite(media('a'));
    await Promise.resolve();
    store.getState().toggleFavorite(media('b'));
    first.resolve();
    await store.getState().whenSaved();
    expect(syncTarget.mock.calls).toEqual([[[{ mediaid: 'a' }]], [[{ mediaid: 'b' }, { mediaid: 'a' }]]]);
  });

  it.each([
    ['an error of the catalogue', new AppError('Failed to update user data', { code: 'update_user_data_failed' }), 'update_user_data_failed'],
    ['a provider error', new AppError('Request failed with status 500', { code: 500 }), 500],
    ['any other failure', new Error('network down'), 'update_user_data_failed'],
  ])('keeps the list and surfaces %s, then retries on flush', async (_case, failure, code) => {
    const { store, ids, syncTarget } = await loggedIn();
    syncTarget.mockRejectedValueOnce(failure);
    store.getState().toggleFavorite(media('b'));
    await store.getState().whenSaved();
    expect(ids()).toEqual(['b', 'a']);
    expect(store.getState().sync).toMatchObject({ status: 'failed', error: { code } });

    await store.getState().flush();
    expect(syncTarget).toHaveBeenLastCalledWith([{ mediaid: 'b' }, { mediaid: 'a' }]);
    expect(store.getState().sync).toEqual({ status: 'idle' });
  });

  it('comes back to the local favorites on logout, untouched by the account', async () => {
    const { store, ids, stored } = await loggedIn([{ mediaid: 'a' }]);
    store.getState().toggleFavorite(media('b'));
    await store.getState().whenSaved();
    await store.getState().hydrate();
    expect(store.getState().target).toBe('local');
    expect(ids()).toEqual(['local']);
    expect(stored()).toBe(storedIds('local'));
  });

  it('pushes the local list to a new account after sign-up', async () => {
    const { store, stored } = setup({ [KEY]: storedIds('a', 'b') });
    await store.getState().hydrate();
    const syncTarget = vi.fn(async (_list: StoredFavorite[]): Promise<void> => undefined);
    store.getState().setSyncTarget(syncTarget);
    await store.getState().flush();
    expect(syncTarget).toHaveBeenCalledWith([{ mediaid: 'a' }, { mediaid: 'b' }]);
    store.getState().toggleFavorite(media('c'));
    await store.getState().whenSaved();
    expect(stored()).toBe(storedIds('a', 'b'));
  });

  it('does not report a late failure of a target that was replaced', async () => {
    const first = deferred<void>();
    const { store, syncTarget } = await loggedIn();
    syncTarget.mockReturnValueOnce(first.promise);
    store.getState().toggleFavorite(media('b'));
    await Promise.resolve();
    store.getState().setSyncTarget(null);
    first.reject(new Error('logged out'));
    await store.getState().whenSaved();
    expect(store.getState().sync).toEqual({ status: 'idle' });
  });

  it('saves to the account even when the local value is corrupted, and blocks again back on local', async () => {
    const { store, stored, syncTarget } = await loggedIn([{ mediaid: 'a' }], { [KEY]: 'not json' });
    expect(store.getState().persistence).toEqual({ status: 'ok' });
    store.getState().toggleFavorite(media('b'));
    await store.getState().whenSaved();
    expect(syncTarget).toHaveBeenCalledTimes(1);

    store.getState().setSyncTarget(null);
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason: 'invalid-json' });
    store.getState().setSyncTarget(syncTarget);
    expect(store.getState().persistence).toEqual({ status: 'ok' });
    expect(stored()).toBe('not json');
  });

  it('keeps saving blocked when switching targets after a failed load', async () => {
    const context = setup({}, { resolveMedia: vi.fn<MediaResolver>().mockRejectedValue(new Error('offline')) });
    const syncTarget = vi.fn(async (_list: StoredFavorite[]): Promise<void> => undefined);
    await context.store.getState().restore([{ mediaid: 'a' }], { syncTarget });
    context.store.getState().setSyncTarget(null);
    context.store.getState().setSyncTarget(syncTarget);
    context.store.getState().toggleFavorite(media('b'));
    await context.store.getState().whenSaved();
    expect(context.store.getState().persistence).toEqual({ status: 'blocked', reason: 'load-failed' });
    expect(syncTarget).not.toHaveBeenCalled();
  });

  it('starts in account mode with a sync target given at creation', () => {
    const { store } = setup({}, { syncTarget: vi.fn(async () => undefined) });
    expect(store.getState().target).toBe('account');
  });
});

describe('favorites store: isolation', () => {
  it('gives each factory call its own list', async () => {
    const first = setup();
    const second = setup();
    await first.store.getState().hydrate();
    await second.store.getState().hydrate();
    first.store.getState().toggleFavorite(media('a'));
    expect(second.ids()).toEqual([]);
  });
});

describe('favorites store: unsaved changes and targets', () => {
  it('leaves changes of an account session that never loaded out of the local list on logout', async () => {
    const resolveMedia = vi.fn<MediaResolver>().mockRejectedValueOnce(new Error('offline')).mockImplementation(async (list) => list.map(media));
    const { store, ids, stored } = setup({ [KEY]: storedIds('local') }, { resolveMedia });
    await store.getState().restore([{ mediaid: 'a' }], { syncTarget: vi.fn(async (): Promise<void> => undefined) });
    store.getState().toggleFavorite(media('account-only'));
    await store.getState().hydrate();
    expect(ids()).toEqual(['local']);
    expect(stored()).toBe(storedIds('local'));
  });

  it('carries changes made while an account list loads to a repeated restore for the same account', async () => {
    const pending = deferred<MediaItem[]>();
    const resolveMedia = vi.fn<MediaResolver>().mockReturnValueOnce(pending.promise).mockImplementation(async (list) => list.map(media));
    const { store, ids } = setup({}, { resolveMedia });
    const syncTarget = vi.fn(async (_list: StoredFavorite[]): Promise<void> => undefined);
    const first = store.getState().restore([{ mediaid: 'a' }], { syncTarget });
    store.getState().toggleFavorite(media('b'));
    await store.getState().restore([{ mediaid: 'a' }], { syncTarget });
    pending.resolve([]);
    await first;
    await store.getState().whenSaved();
    expect(ids()).toEqual(['b', 'a']);
    expect(syncTarget).toHaveBeenCalledWith([{ mediaid: 'b' }, { mediaid: 'a' }]);
  });
});

describe('favorites store: an account that cannot be reached (issue 21)', () => {
  it('shows the account list as not loaded when fetching it fails, keeps changes made meanwhile, and saves them on top once reload succeeds', async () => {
    const save = vi.fn(async () => undefined);
    const fetchList = vi.fn<() => Promise<StoredFavorite[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([{ mediaid: 'a' }, { mediaid: 'b' }]);
    const { store, ids } = setup({ [KEY]: storedIds('local') });
    await store.getState().restore(fetchList, { syncTarget: save });
    expect(store.getState()).toMatchObject({ loadStatus: 'error', target: 'account', loadError: { code: 'items_load_failed' } });
    expect(ids()).toEqual([]);

    store.getState().toggleFavorite(media('c'));
    expect(save).not.toHaveBeenCalled();
    await store.getState().reload();
    expect(store.getState().loadStatus).toBe('ready');
    expect(ids()).toEqual(['c', 'a', 'b']);
    await store.getState().whenSaved();
    expect(save).toHaveBeenLastCalledWith([{ mediaid: 'c' }, { mediaid: 'a' }, { mediaid: 'b' }]);
  });

  it('tries a failed save again by itself (2 s, 5 s, 15 s), then leaves it to the viewer; a success clears the failure', async () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn<(list: StoredFavorite[]) => Promise<void>>().mockRejectedValue(new Error('offline'));
      const { store } = setup();
      await store.getState().restore([], { syncTarget: save });
      store.getState().toggleFavorite(media('a'));
      await store.getState().whenSaved();
      expect(store.getState().sync).toMatchObject({ status: 'failed', retrying: true });
      for (const delay of [2000, 5000, 15000]) {
        await vi.advanceTimersByTimeAsync(delay);
        await store.getState().whenSaved();
      }
      expect(save).toHaveBeenCalledTimes(4);
      expect(store.getState().sync).toMatchObject({ status: 'failed', retrying: false });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(save).toHaveBeenCalledTimes(4);

      save.mockResolvedValue(undefined);
      await store.getState().flush();
      expect(store.getState().sync).toEqual({ status: 'idle' });
      expect(save).toHaveBeenLastCalledWith([{ mediaid: 'a' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
