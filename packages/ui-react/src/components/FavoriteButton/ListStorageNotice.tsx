import type { ListPersistence } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useFavorites } from '../../hooks/useFavorites';
import { useWatchHistory } from '../../hooks/useWatchHistory';
import { Glyph } from '../Card/cardIcons';

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

function Notice({ list, persistence, resetStorage }: NoticeProps) {
  const { t } = useTranslation('common');
  if (!isCorruptedStorage(persistence)) return null;
  return (
    <div className="ott-notice" role="status">
      <Glyph name="warning" className="ott-notice__icon" />
      <p className="ott-notice__text">{t(`storage_notice.${list}`)}</p>
      <button type="button" className="ott-notice__action" onClick={() => void resetStorage()}>
        {t(`storage_notice.reset_${list}`)}
      </button>
    </div>
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
