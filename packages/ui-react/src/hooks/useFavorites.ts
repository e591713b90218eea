import {
  selectIsFavorite,
  type AppError,
  type Favorite,
  type FavoriteToggle,
  type FavoritesWarning,
  type ListLoadStatus,
  type ListPersistence,
  type ListSync,
  type MediaItem,
} from '@ott/common';
import { useCallback } from 'react';
import { useAppStore, useAppStoreApi } from './useAppStore';

export interface FavoritesControl {
  /** Most recently added first. */
  items: Favorite[];
  /** The integration's list limit (48 unless its capabilities say otherwise). */
  limit: number;
  /** Set when the last toggle was refused because the list is full (video:favorites_warning). */
  warning: FavoritesWarning | null;
  loadStatus: ListLoadStatus;
  loadError: AppError | null;
  /** Blocked when the stored favorites are corrupted: nothing is saved until `resetStorage`. */
  persistence: ListPersistence;
  /** Saving to the account: failed saves are retried, then left to `retrySave`. */
  sync: ListSync;
  /** Removes the item if it is a favorite, else adds it at the front, or refuses with a warning when full. */
  toggle(item: MediaItem): FavoriteToggle<Favorite>;
  dismissWarning(): void;
  /** Discards what is stored and saves the favorites in memory over it. */
  resetStorage(): Promise<void>;
  /** Loads the favorites again after a load error. */
  reload(): Promise<void>;
  /** Saves the favorites again after a failed save. */
  retrySave(): Promise<void>;
}

/** The favorites store of the app (local for visitors, loaded from `jwapp.favorites` at start by the app runtime). */
export function useFavorites(): FavoritesControl {
  const store = useAppStoreApi('favorites');
  const items = useAppStore('favorites', (state) => state.items);
  const limit = useAppStore('favorites', (state) => state.limit);
  const warning = useAppStore('favorites', (state) => state.warning);
  const loadStatus = useAppStore('favorites', (state) => state.loadStatus);
  const loadError = useAppStore('favorites', (state) => state.loadError);
  const persistence = useAppStore('favorites', (state) => state.persistence);
  const sync = useAppStore('favorites', (state) => state.sync);
  const toggle = useCallback((item: MediaItem) => store.getState().toggleFavorite(item), [store]);
  const dismissWarning = useCallback(() => store.getState().dismissWarning(), [store]);
  const resetStorage = useCallback(() => store.getState().resetStorage(), [store]);
  const reload = useCallback(() => store.getState().reload(), [store]);
  const retrySave = useCallback(() => store.getState().flush(), [store]);
  return { items, limit, warning, loadStatus, loadError, persistence, sync, toggle, dismissWarning, resetStorage, reload, retrySave };
}

/** Whether one media item is a favorite; re-renders only when that answer changes. */
export const useIsFavorite = (mediaid: string): boolean => useAppStore('favorites', (state) => selectIsFavorite(state, mediaid));
