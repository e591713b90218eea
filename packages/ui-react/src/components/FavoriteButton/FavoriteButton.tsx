import type { MediaItem } from '@ott/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavorites, useIsFavorite } from '../../hooks/useFavorites';
import { useIsViewerTokenUser } from '../../hooks/useViewerToken';
import { Glyph } from '../Card/cardIcons';
import { FavoritesLimitWarning } from './FavoritesLimitWarning';
import { FavoritesSyncNotice } from './FavoritesSyncNotice';
import { FavoritesStorageNotice } from './ListStorageNotice';
import '@ott/ui-react/styles/favorites.css';

export interface FavoriteButtonProps {
  item: MediaItem;
  /** Show the label next to the heart; without it the label is the button's accessible name only. */
  showLabel?: boolean;
  className?: string;
}

/**
 * Adds the item to the viewer's favorites or removes it (spec 000 §4): a toggle button
 * (`aria-pressed`) labelled "Add to favorites" or "Remove from favorites". Adding to a full list
 * changes nothing and shows the favorites warning; corrupted stored favorites show a notice with a
 * reset action, since changes are not saved until then; a failed save to the account says so.
 * A viewer-token user has no favorites (000 §6): no button at all.
 */
export function FavoriteButton({ item, showLabel = true, className }: FavoriteButtonProps) {
  const { t } = useTranslation('video');
  const isFavorite = useIsFavorite(item.mediaid);
  const { toggle, warning, dismissWarning } = useFavorites();
  // The store's warning is shared: only the button that was refused shows it.
  const [refused, setRefused] = useState(false);
  const viewer = useIsViewerTokenUser();
  const label = t(isFavorite ? 'remove_from_favorites' : 'add_to_favorites');
  if (viewer) return null;

  function onClick() {
    setRefused(!toggle(item).ok);
  }

  function onDismiss() {
    setRefused(false);
    dismissWarning();
  }

  return (
    <>
      <button
        type="button"
        className={['ott-button-secondary', 'ott-favorite-button', isFavorite ? 'ott-favorite-button--active' : '', className ?? ''].filter(Boolean).join(' ')}
        aria-pressed={isFavorite}
        aria-label={showLabel ? undefined : label}
        onClick={onClick}
      >
        <Glyph name="heart" outline={!isFavorite} />
        {showLabel && <span className="ott-favorite-button__label">{label}</span>}
      </button>
      {refused && warning && <FavoritesLimitWarning warning={warning} onDismiss={onDismiss} />}
      <FavoritesStorageNotice />
      <FavoritesSyncNotice />
    </>
  );
}
