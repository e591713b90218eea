import { FAVORITES_GRID_COLUMNS } from '@ott/common';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { Dialog } from '../../components/Dialog/Dialog';
import { FavoritesSyncNotice } from '../../components/FavoriteButton/FavoritesSyncNotice';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStoreApi } from '../../hooks/useAppStore';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useFavorites } from '../../hooks/useFavorites';
import '@ott/ui-react/styles/user-area.css';

/**
 * The favorites page `/u/favorites` (spec 000 §2 "Account pages"): the title, a clear-favorites
 * button that asks for confirmation first, an empty message, and the favorites as a card grid of
 * 2 columns at xs and 3 otherwise, most recently added first. For a logged-in user the list is the
 * account's (the store syncs every change).
 */
export default function Favorites() {
  const { t } = useTranslation('user');
  const { items, loadStatus, reload } = useFavorites();
  const favoritesStore = useAppStoreApi('favorites');
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const media = useMemo(() => items.map((favorite) => favorite.playlistItem), [items]);
  useDocumentTitle(t('favorites.title'));

  const clear = () => {
    favoritesStore.getState().clearFavorites();
    setConfirming(false);
    // The clear button is gone with the cards: continue from the heading.
    headingRef.current?.focus();
  };

  const loading = loadStatus === 'idle' || loadStatus === 'loading';

  return (
    <section className="ott-screen ott-favorites-page" aria-labelledby="ott-favorites-title">
      <header className="ott-favorites-page__header">
        <h1 id="ott-favorites-title" ref={headingRef} tabIndex={-1} className="ott-favorites-page__title">
          {t('favorites.title')}
        </h1>
        {media.length > 0 && (
          <button type="button" className="ott-button-secondary ott-favorites-page__clear" onClick={() => setConfirming(true)}>
            {t('favorites.clear')}
          </button>
        )}
      </header>
      <FavoritesSyncNotice />
      {loadStatus === 'error' && (
        // Never "no favorites yet" for a list that could not be read: the viewer may well have some.
        <div className="ott-favorites-page__message ott-favorites-page__message--error" role="alert">
          <p>{t('favorites.load_failed')}</p>
          <button type="button" className="ott-button-secondary" onClick={() => void reload()}>
            {t('favorites.try_again')}
          </button>
        </div>
      )}
      {loading && media.length === 0 ? (
        <LoadingIndicator />
      ) : loadStatus === 'error' && media.length === 0 ? null : media.length === 0 ? (
        <p className="ott-favorites-page__message">{t('favorites.empty')}</p>
      ) : (
        <CardGrid items={media} columns={FAVORITES_GRID_COLUMNS} />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('favorites.clear_title')} size="small" className="ott-confirm-dialog">
        <p className="ott-confirm-dialog__text">{t('favorites.clear_text')}</p>
        <div className="ott-confirm-dialog__actions">
          <button type="button" className="ott-button-secondary ott-confirm-dialog__cancel" onClick={() => setConfirming(false)}>
            {t('favorites.cancel')}
          </button>
          <button type="button" className="ott-button ott-confirm-dialog__confirm" onClick={clear}>
            {t('favorites.clear_confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
