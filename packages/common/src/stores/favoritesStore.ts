import { createStore, type StoreApi } from 'zustand/vanilla';
import { LIST_LIMIT_DEFAULT, STORAGE_KEYS } from '../constants';
import { storedFavoritesSchema, type Favorite, type StoredFavorite } from '../entities/lists';
import type { MediaItem } from '../entities/media';
import { isFavorite, toggleFavorite, type FavoriteToggle } from '../rules/favorites';
import type { StorageService } from '../services/storage';
import { createPersistedList, type ListSyncTarget, type MediaResolver, type PersistedListState } from './persistedList';

/** The "favorites full" warning the screen shows: video:favorites_warning with its maxCount. */
export type FavoritesWarning = Extract<FavoriteToggle<Favorite>, { ok: false }>['warning'];

export interface FavoritesState extends PersistedListState<Favorite, StoredFavorite> {
  /** Set when the last toggle was refused because the list is full. */
  warning: FavoritesWarning | null;
  /** Removes the item if it is a favorite, else adds it at the front, or warns when the list is full. */
  toggleFavorite(item: MediaItem): FavoriteToggle<Favorite>;
  clearFavorites(): void;
  dismissWarning(): void;
}

export type FavoritesStore = StoreApi<FavoritesState>;

export interface FavoritesStoreOptions {
  storage: StorageService;
  resolveMedia: MediaResolver;
  /** The integration's capabilities.listLimit; 48 by default. */
  limit?: number;
  /** The account's favorites save, for a store created while a user is logged in. */
  syncTarget?: ListSyncTarget<StoredFavorite> | null;
}

/** A favorite as the list keeps it: the media item plus the fields shelves read without it. */
export const favoriteFromMediaItem = (item: MediaItem): Favorite => ({
  mediaid: item.mediaid,
  title: item.title,
  tags: item.tags,
  duration: item.duration,
  playlistItem: item,
});

/** What is stored or sent to an account: the id only. */
export const toStoredFavorite = (favorite: Pick<Favorite, 'mediaid'>): StoredFavorite => ({ mediaid: favorite.mediaid });

/**
 * Favorites (spec 000 §4, §6): local for visitors, synced through `syncTarget` for logged-in
 * users. Call `hydrate()` once at startup; changes made before the list is loaded are kept and
 * saved once it is.
 */
export function createFavoritesStore(options: FavoritesStoreOptions): FavoritesStore {
  return createStore<FavoritesState>()((set, get) => {
    const { slice, commit } = createPersistedList<Favorite, StoredFavorite>(set, get, {
      storage: options.storage,
      storageKey: STORAGE_KEYS.favorites,
      storedSchema: storedFavoritesSchema,
      resolveMedia: options.resolveMedia,
      toStored: toStoredFavorite,
      fromStored: (_stored, item) => favoriteFromMediaItem(item),
      limit: options.limit ?? LIST_LIMIT_DEFAULT,
      syncTarget: options.syncTarget,
    });

    return {
      ...slice,
      warning: null,

      toggleFavorite(item) {
        const favorite = favoriteFromMediaItem(item);
        const result = toggleFavorite(get().items, favorite, get().limit);
        if (!result.ok) {
          set({ warning: result.warning });
          return result;
        }
        set({ warning: null });
        // Applied again to the loaded list when the toggle happens while loading.
        commit((items) => {
          const again = toggleFavorite(items, favorite, get().limit);
          return again.ok ? again.favorites : items;
        });
        return result;
      },

      clearFavorites() {
        set({ warning: null });
        commit(() => []);
      },

      dismissWarning() {
        set({ warning: null });
      },
    };
  });
}

export const selectIsFavorite = (state: Pick<FavoritesState, 'items'>, mediaid: string): boolean => isFavorite(state.items, mediaid);
