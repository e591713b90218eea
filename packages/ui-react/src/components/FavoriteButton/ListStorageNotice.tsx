import type { ListPersistence } from '@ott/common';
import { lazy, Suspense, type ComponentType } from 'react';
import { useFavorites } from '../../hooks/useFavorites';
import { useWatchHistory } from '../../hooks/useWatchHistory';
import type { StorageNoticeProps } from './StorageNotice';

export type StoredList = 'favorites' | 'history';

/**
 * A stored list that could be read but not understood (broken JSON, wrong shape). Saving is then
 * blocked so the stored value is not lost behind the viewer's back; only they may reset it. A list
 * that could not be loaded from the catalog or storage that cannot be read at all is not offered a
 * reset: overwriting would lose the stored list for a passing problem.
 */
export const isCorruptedStorage = (persistence: ListPersistence): boolean =>
  persistence.status === 'blocked' && (persistence.reason === 'invalid-json' || persistence.reason === 'invalid-shape');

interface NoticeProps {
  list: StoredList;
  persistence: ListPersistence;
  resetStorage(): Promise<void>;
}

// A chunk that fails to load (offline) shows nothing rather than breaking the page around it.
const StorageNotice = lazy<ComponentType<StorageNoticeProps>>(() => import('./StorageNotice').catch(() => ({ default: () => null })));

function Notice({ list, persistence, resetStorage }: NoticeProps) {
  if (!isCorruptedStorage(persistence)) return null;
  return (
    <Suspense fallback={null}>
      <StorageNotice list={list} resetStorage={resetStorage} />
    </Suspense>
  );
}

/** Notice for corrupted stored favorites, with the reset action; nothing otherwise. */
export function FavoritesStorageNotice() {
  const { persistence, resetStorage } = useFavorites();
  return <Notice list="favorites" persistence={persistence} resetStorage={resetStorage} />;
}

/** Notice for a corrupted stored watch history, with the reset action; nothing otherwise. */
export function WatchHistoryStorageNotice() {
  const { persistence, resetStorage } = useWatchHistory();
  return <Notice list="history" persistence={persistence} resetStorage={resetStorage} />;
}

export interface ListStorageNoticeProps {
  list: StoredList;
}

/** The storage notice of one list: `<ListStorageNotice list="history" />` on a screen that saves progress. */
export function ListStorageNotice({ list }: ListStorageNoticeProps) {
  return list === 'favorites' ? <FavoritesStorageNotice /> : <WatchHistoryStorageNotice />;
}
