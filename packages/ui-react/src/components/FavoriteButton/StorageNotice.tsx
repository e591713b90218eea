import { useTranslation } from 'react-i18next';
import { Glyph } from '../Card/cardIcons';
import type { StoredList } from './ListStorageNotice';
import '@ott/ui-react/styles/favorites.css';

export interface StorageNoticeProps {
  list: StoredList;
  resetStorage(): Promise<void>;
}

/** The notice of a stored list that could not be understood, with its reset action (a chunk of its own: it is rarely shown). */
export default function StorageNotice({ list, resetStorage }: StorageNoticeProps) {
  const { t } = useTranslation('user');
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
