import { LIST_LIMIT_DEFAULT } from '../constants';

export interface FavoriteLike {
  mediaid: string;
}

export const FAVORITES_WARNING_KEY = 'video:favorites_warning';

export type FavoriteToggle<T> =
  | { ok: true; action: 'added' | 'removed'; favorites: T[] }
  | { ok: false; warning: { translationKey: typeof FAVORITES_WARNING_KEY; maxCount: number } };

export const isFavorite = (favorites: readonly FavoriteLike[], mediaid: string): boolean =>
  favorites.some((favorite) => favorite.mediaid === mediaid);

/**
 * Favorites toggle (spec 000 §4): remove if present, else add at the front, or refuse with the
 * warning video:favorites_warning and its maxCount when the list already holds `limit` items.
 * Removing is always allowed, even from a list above a (lower) limit.
 */
export function toggleFavorite<T extends FavoriteLike>(favorites: readonly T[], item: T, limit: number = LIST_LIMIT_DEFAULT): FavoriteToggle<T> {
  if (isFavorite(favorites, item.mediaid)) {
    return { ok: true, action: 'removed', favorites: favorites.filter((favorite) => favorite.mediaid !== item.mediaid) };
  }
  if (favorites.length >= limit) {
    return { ok: false, warning: { translationKey: FAVORITES_WARNING_KEY, maxCount: limit } };
  }
  return { ok: true, action: 'added', favorites: [item, ...favorites] };
}
