import { createStore, type StoreApi } from 'zustand/vanilla';
import { LIST_LIMIT_DEFAULT, STORAGE_KEYS } from '../constants';
import { storedWatchHistorySchema, type StoredWatchHistoryEntry, type WatchHistoryEntry } from '../entities/lists';
import type { MediaItem } from '../entities/media';
import { continueWatchingEntries } from '../rules/continueWatching';
import { addToWatchHistory, clampProgress, updateWatchHistoryProgress } from '../rules/watchHistory';
import type { StorageService } from '../services/storage';
import { createPersistedList, type ListSyncTarget, type MediaResolver, type PersistedListState } from './persistedList';

export interface WatchHistoryState extends PersistedListState<WatchHistoryEntry, StoredWatchHistoryEntry> {
  /**
   * Records `item` watched up to `progress` (0 to 1): it moves to the front, older entries of the
   * same media or series go, and the list is cut to the limit. `seriesId` defaults to the item's.
   */
  saveItem(item: MediaItem, progress: number, seriesId?: string): void;
  /** Updates the progress of an entry already in the list without moving it. */
  updateProgress(mediaid: string, progress: number): void;
}

export type WatchHistoryStore = StoreApi<WatchHistoryState>;

export interface WatchHistoryStoreOptions {
  storage: StorageService;
  resolveMedia: MediaResolver;
  /** The integration's capabilities.listLimit; 48 by default. */
  limit?: number;
  /** The account's watch-history save, for a store created while a user is logged in. */
  syncTarget?: ListSyncTarget<StoredWatchHistoryEntry> | null;
}

/** An entry as the list keeps it; a blank series id means the item is not an episode. */
export function watchHistoryEntryFromMediaItem(item: MediaItem, progress: number, seriesId = item.seriesId): WatchHistoryEntry {
  const series = seriesId?.trim();
  return {
    mediaid: item.mediaid,
    progress: clampProgress(progress),
    ...(series ? { seriesId: series } : {}),
    title: item.title,
    tags: item.tags,
    duration: item.duration,
    playlistItem: item,
  };
}

/** What is stored or sent to an account: id, progress and series. */
export const toStoredWatchHistoryEntry = ({ mediaid, progress, seriesId }: StoredWatchHistoryEntry): StoredWatchHistoryEntry =>
  seriesId ? { mediaid, progress, seriesId } : { mediaid, progress };

/**
 * Watch history (spec 000 §4, §6): local for visitors, synced through `syncTarget` for logged-in
 * users. Call `hydrate()` once at startup; progress saved before the list is loaded is kept and
 * saved once it is.
 */
export function createWatchHistoryStore(options: WatchHistoryStoreOptions): WatchHistoryStore {
  return createStore<WatchHistoryState>()((set, get) => {
    const { slice, commit } = createPersistedList<WatchHistoryEntry, StoredWatchHistoryEntry>(set, get, {
      storage: options.storage,
      storageKey: STORAGE_KEYS.history,
      storedSchema: storedWatchHistorySchema,
      resolveMedia: options.resolveMedia,
      toStored: toStoredWatchHistoryEntry,
      fromStored: (stored, item) => watchHistoryEntryFromMediaItem(item, stored.progress, stored.seriesId ?? item.seriesId),
      limit: options.limit ?? LIST_LIMIT_DEFAULT,
      syncTarget: options.syncTarget,
    });

    return {
      ...slice,

      saveItem(item, progress, seriesId) {
        const entry = watchHistoryEntryFromMediaItem(item, progress, seriesId ?? item.seriesId);
        commit((items) => addToWatchHistory(items, entry, get().limit));
      },

      updateProgress(mediaid, progress) {
        // Before the list is loaded the entry may still be on its way: keep the change for it.
        const { loadStatus, items } = get();
        if (loadStatus === 'ready' && !items.some((entry) => entry.mediaid === mediaid)) return;
        commit((items) => updateWatchHistoryProgress(items, mediaid, progress));
      },
    };
  });
}

const continueWatchingCache = new WeakMap<readonly WatchHistoryEntry[], WatchHistoryEntry[]>();

/**
 * The continue-watching shelf (progress strictly between 0.05 and 0.95), most recent first. The
 * same list comes back while the history is unchanged, so a view bound to it does not re-render.
 */
export function selectContinueWatching(state: Pick<WatchHistoryState, 'items'>): WatchHistoryEntry[] {
  let entries = continueWatchingCache.get(state.items);
  if (!entries) {
    entries = continueWatchingEntries(state.items);
    continueWatchingCache.set(state.items, entries);
  }
  return entries;
}

export const selectWatchHistoryEntry = (state: Pick<WatchHistoryState, 'items'>, mediaid: string): WatchHistoryEntry | undefined =>
  state.items.find((entry) => entry.mediaid === mediaid);

/** The most recent entry of a series (one per series), to resume it or show its progress. */
export const selectSeriesWatchHistoryEntry = (state: Pick<WatchHistoryState, 'items'>, seriesId: string): WatchHistoryEntry | undefined =>
  state.items.find((entry) => !!entry.seriesId && entry.seriesId === seriesId);
