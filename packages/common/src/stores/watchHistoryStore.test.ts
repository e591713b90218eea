import { describe, expect, it, vi } from 'vitest';
import { LIST_LIMIT_DEFAULT } from '../constants';
import type { StoredWatchHistoryEntry } from '../entities/lists';
import type { MediaItem } from '../entities/media';
import { StorageService, createMemoryStorage } from '../services/storage';
import type { MediaResolver } from './persistedList';
import {
  createWatchHistoryStore,
  selectContinueWatching,
  selectSeriesWatchHistoryEntry,
  selectWatchHistoryEntry,
  toStoredWatchHistoryEntry,
  watchHistoryEntryFromMediaItem,
  type WatchHistoryStoreOptions,
} from './watchHistoryStore';

/** The smaller limit of one provider variant (spec 000 §9). */
const LIST_LIMIT_SMALL = 40;

const KEY = 'jwapp.history';

const media = (mediaid: string, seriesId?: string): MediaItem => ({ mediaid, title: `Title ${mediaid}`, duration: 600, ...(seriesId ? { seriesId } : {}) });

/** Episodes e1..e9 belong to series s1; everything else is a film. */
const fromCatalog = (id: string): MediaItem => media(id, /^e\d$/.test(id) ? 's1' : undefined);

function setup(history?: StoredWatchHistoryEntry[] | string, options: Partial<WatchHistoryStoreOptions> = {}) {
  const backend = createMemoryStorage(history === undefined ? {} : { [KEY]: typeof history === 'string' ? history : JSON.stringify(history) });
  const resolveMedia: MediaResolver = options.resolveMedia ?? vi.fn(async (ids: string[]) => ids.map(fromCatalog));
  const store = createWatchHistoryStore({ storage: new StorageService(backend), resolveMedia, ...options });
  const ids = () => store.getState().items.map((entry) => entry.mediaid);
  const stored = () => backend.getItem(KEY);
  return { store, ids, stored };
}

const entries = (count: number): StoredWatchHistoryEntry[] => Array.from({ length: count }, (_, index) => ({ mediaid: `m${index}`, progress: 0.5 }));

describe('watch-history store: loading', () => {
  it('builds entries with progress, series, title, duration and the media item', async () => {
    const { store } = setup([
      { mediaid: 'e2', progress: 0.4, seriesId: 's1' },
      { mediaid: 'film', progress: 1 },
      { mediaid: 'e3', progress: 0.2 },
    ]);
    await store.getState().hydrate();
    expect(store.getState().items).toEqual([
      { mediaid: 'e2', progress: 0.4, seriesId: 's1', title: 'Title e2', tags: undefined, duration: 600, playlistItem: fromCatalog('e2') },
      { mediaid: 'film', progress: 1, title: 'Title film', tags: undefined, duration: 600, playlistItem: fromCatalog('film') },
      // The stored entry lacks its series: the media item supplies it.
      { mediaid: 'e3', progress: 0.2, seriesId: 's1', title: 'Title e3', tags: undefined, duration: 600, playlistItem: fromCatalog('e3') },
    ]);
  });

  it.each([
    ['progress above 1', '[{"mediaid":"a","progress":1.5}]', 'invalid-shape'],
    ['progress missing', '[{"mediaid":"a"}]', 'invalid-shape'],
    ['broken JSON', '[{"mediaid":"a","progress":0.5}', 'invalid-json'],
  ])('blocks saving over a stored history with %s and keeps it byte for byte', async (_case, raw, reason) => {
    const { store, ids, stored } = setup(raw);
    await store.getState().hydrate();
    store.getState().saveItem(media('x'), 0.3);
    expect(ids()).toEqual(['x']);
    expect(store.getState().persistence).toEqual({ status: 'blocked', reason });
    expect(stored()).toBe(raw);
  });
});

describe('watch-history store: saving an item', () => {
  it.each([
    ['puts a new item at the front', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['moves a watched item to the front', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['keeps one entry per series: the latest episode', ['e1', 'film', 'e2'], 'e3', ['e3', 'film']],
  ])('%s', async (_case, before, watched, after) => {
    const { store, ids } = setup(before.map((mediaid) => ({ mediaid, progress: 0.5 })));
    await store.getState().hydrate();
    store.getState().saveItem(fromCatalog(watched), 0.3);
    expect(ids()).toEqual(after);
  });

  it.each([
    ['default', undefined, LIST_LIMIT_DEFAULT],
    ['the smaller limit', LIST_LIMIT_SMALL, LIST_LIMIT_SMALL],
  ])('truncates to the %s limit', async (_case, limit, expected) => {
    const { store, ids } = setup(entries(expected), limit === undefined ? {} : { limit });
    await store.getState().hydrate();
    store.getState().saveItem(media('new'), 0.1);
    expect(ids()).toHaveLength(expected);
    expect(ids()[0]).toBe('new');
    expect(ids()).not.toContain(`m${expected - 1}`);
  });

  it('stores id, progress and series only', async () => {
    const { store, stored } = setup([]);
    await store.getState().hydrate();
    store.getState().saveItem(media('film'), 0.25);
    store.getState().saveItem(fromCatalog('e1'), 0.5);
    store.getState().saveItem(media('other'), 0.75, 's9');
    expect(JSON.parse(stored() ?? 'null')).toEqual([
      { mediaid: 'other', progress: 0.75, seriesId: 's9' },
      { mediaid: 'e1', progress: 0.5, seriesId: 's1' },
      { mediaid: 'film', progress: 0.25 },
    ]);
  });

  it.each([
    [-0.2, 0],
    [1.7, 1],
    [Number.NaN, 0],
    [0.42, 0.42],
  ])('keeps progress %s within 0..1 as %s', async (progress, expected) => {
    const { store } = setup([]);
    await store.getState().hydrate();
    store.getState().saveItem(media('a'), progress);
    expect(store.getState().items[0]?.progress).toBe(expected);
  });

  it('updates the progress of an entry in place', async () => {
    const { store, ids, stored } = setup([
      { mediaid: 'a', progress: 0.1 },
      { mediaid: 'b', progress: 0.1 },
    ]);
    await store.getState().hydrate();
    store.getState().updateProgress('b', 0.6);
    expect(ids()).toEqual(['a', 'b']);
    expect(selectWatchHistoryEntry(store.getState(), 'b')?.progress).toBe(0.6);
    expect(stored()).toBe('[{"mediaid":"a","progress":0.1},{"mediaid":"b","progress":0.6}]');
  });

  it('ignores a progress update for an item not in the history', async () => {
    const { store, stored } = setup([{ mediaid: 'a', progress: 0.1 }]);
    await store.getState().hydrate();
    const before = store.getState().items;
    store.getState().updateProgress('zzz', 0.6);
    expect(store.getState().items).toBe(before);
    expect(stored()).toBe('[{"mediaid":"a","progress":0.1}]');
  });

  it('applies a progress update made while loading to the loaded entry', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const resolveMedia: MediaResolver = async (ids) => {
      await gate;
      return ids.map(fromCatalog);
    };
    const { store, stored } = setup([{ mediaid: 'a', progress: 0.1 }], { resolveMedia });
    const loading = store.getState().hydrate();
    store.getState().updateProgress('a', 0.7);
    release();
    await loading;
    expect(stored()).toBe('[{"mediaid":"a","progress":0.7}]');
  });

  it('sends the history of a logged-in user to the sync target', async () => {
    const { store, stored } = setup([{ mediaid: 'local', progress: 0.5 }]);
    const syncTarget = vi.fn(async (_list: StoredWatchHistoryEntry[]): Promise<void> => undefined);
    await store.getState().restore([{ mediaid: 'e1', progress: 0.3, seriesId: 's1' }], { syncTarget });
    store.getState().saveItem(fromCatalog('e2'), 0.1);
    await store.getState().whenSaved();
    expect(syncTarget).toHaveBeenCalledWith([{ mediaid: 'e2', progress: 0.1, seriesId: 's1' }]);
    expect(stored()).toBe('[{"mediaid":"local","progress":0.5}]');
  });
});

describe('watch-history store: selectors', () => {
  const progressOf = (values: number[]) => values.map((progress, index) => ({ mediaid: `m${index}`, progress }));

  it.each([
    ['just started (0.05) is out', [0.05], []],
    ['started (0.06) is in', [0.06], ['m0']],
    ['almost done (0.94) is in', [0.94], ['m0']],
    ['finished (0.95) is out', [0.95], []],
    ['keeps history order', [0.5, 0, 0.3, 1], ['m0', 'm2']],
  ])('continue watching: %s', async (_case, values, expected) => {
    const { store } = setup(progressOf(values));
    await store.getState().hydrate();
    expect(selectContinueWatching(store.getState()).map((entry) => entry.mediaid)).toEqual(expected);
  });

  it('returns the same continue-watching list until the history changes', async () => {
    const { store } = setup(progressOf([0.5]));
    await store.getState().hydrate();
    const first = selectContinueWatching(store.getState());
    expect(selectContinueWatching(store.getState())).toBe(first);
    store.getState().saveItem(media('x'), 0.5);
    expect(selectContinueWatching(store.getState())).not.toBe(first);
  });

  it('finds the entry of a series', async () => {
    const { store } = setup([
      { mediaid: 'film', progress: 0.5 },
      { mediaid: 'e4', progress: 0.5, seriesId: 's1' },
    ]);
    await store.getState().hydrate();
    expect(selectSeriesWatchHistoryEntry(store.getState(), 's1')?.mediaid).toBe('e4');
    expect(selectSeriesWatchHistoryEntry(store.getState(), 's2')).toBeUndefined();
  });
});

describe('watch-history entries', () => {
  it.each([
    ['the media item series', media('e', 's1'), undefined, 's1'],
    ['the given series', media('e'), 's2', 's2'],
    ['no series for a blank id', media('e', ' '), undefined, undefined],
  ])('take %s', (_case, item, seriesId, expected) => {
    expect(watchHistoryEntryFromMediaItem(item, 0.5, seriesId ?? item.seriesId).seriesId).toBe(expected);
  });

  it('stores no series key when there is none', () => {
    expect(toStoredWatchHistoryEntry({ mediaid: 'a', progress: 0.5, seriesId: undefined })).toEqual({ mediaid: 'a', progress: 0.5 });
  });
});
