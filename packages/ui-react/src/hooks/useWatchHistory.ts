import {
  selectContinueWatching,
  selectWatchHistoryEntry,
  type AppError,
  type ListLoadStatus,
  type ListPersistence,
  type WatchHistoryEntry,
} from '@ott/common';
import { useCallback } from 'react';
import { useAppStore, useAppStoreApi } from './useAppStore';

export interface WatchHistoryControl {
  /** Most recent first. */
  items: WatchHistoryEntry[];
  /** Entries started but not finished (progress strictly between 0.05 and 0.95), most recent first. */
  continueWatching: WatchHistoryEntry[];
  loadStatus: ListLoadStatus;
  loadError: AppError | null;
  /** Blocked when the stored history is corrupted: nothing is saved until `resetStorage`. */
  persistence: ListPersistence;
  /** Discards what is stored and saves the history in memory over it. */
  resetStorage(): Promise<void>;
}

/**
 * The watch-history store of the app (local for visitors, loaded from `jwapp.history` at start
 * by the app runtime). Progress is saved by the player through `useAppStoreApi('watchHistory')`.
 */
export function useWatchHistory(): WatchHistoryControl {
  const store = useAppStoreApi('watchHistory');
  const items = useAppStore('watchHistory', (state) => state.items);
  const continueWatching = useAppStore('watchHistory', selectContinueWatching);
  const loadStatus = useAppStore('watchHistory', (state) => state.loadStatus);
  const loadError = useAppStore('watchHistory', (state) => state.loadError);
  const persistence = useAppStore('watchHistory', (state) => state.persistence);
  const resetStorage = useCallback(() => store.getState().resetStorage(), [store]);
  return { items, continueWatching, loadStatus, loadError, persistence, resetStorage };
}

/** Saved progress (0 to 1) of one media item, or undefined when it was never watched. */
export const useMediaProgress = (mediaid: string): number | undefined =>
  useAppStore('watchHistory', (state) => selectWatchHistoryEntry(state, mediaid)?.progress);
