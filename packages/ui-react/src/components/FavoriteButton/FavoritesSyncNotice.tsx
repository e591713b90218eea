import { useTranslation } from 'react-i18next';
import { useFavorites } from '../../hooks/useFavorites';
import { Glyph } from '../Card/cardIcons';
import '@ott/ui-react/styles/favorites.css';

/**
 * A save of the favorites to the account that failed (issue 21): they are kept and tried again
 * by themselves for a while ("trying again"), then the viewer may try again; nothing otherwise.
 */
export function FavoritesSyncNotice() {
  const { t } = useTranslation('user');
  const { sync, retrySave } = useFavorites();
  if (sync.status !== 'failed') return null;
  return (
    <div className="ott-notice" role="alert">
      <Glyph name="warning" className="ott-notice__icon" />
      <p className="ott-notice__text">{t(sync.retrying ? 'favorites.sync_retrying' : 'favorites.sync_failed')}</p>
      {!sync.retrying && (
        <button type="button" className="ott-notice__action" onClick={() => void retrySave()}>
          {t('favorites.try_again')}
        </button>
      )}
    </div>
  );
}
