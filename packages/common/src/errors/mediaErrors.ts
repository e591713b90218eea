import { isCatalogueError } from './catalogue';
import type { DisplayError } from './displayError';
import { isHttpError } from './httpErrors';
import { errorMatches } from './phraseMatch';

/**
 * Player and media (001 §8): 'unauthorized' (media token refused, a 401/403 on the token call,
 * our "Unauthorized") -> the unauthorized screen; "access blocked" (geo-block HEAD check 403) ->
 * the access-blocked screen; "MediaItem not found" / 404 -> video_not_found; anything else ->
 * unknown error.
 */
export function mapMediaError(error: unknown): DisplayError {
  if (isCatalogueError(error, 'access_blocked') || errorMatches(error, ['access blocked'])) {
    return { key: 'video:access_blocked', action: 'show-access-blocked' };
  }
  if (isCatalogueError(error, 'unauthorized') || isHttpError(error, 401) || errorMatches(error, ['unauthorized', 'not entitled'])) {
    return { key: 'video:unauthorized', action: 'show-unauthorized' };
  }
  if (isCatalogueError(error, 'media_not_found') || isHttpError(error, 404) || errorMatches(error, ['media item not found', 'media not found'])) {
    return { key: 'error:video_not_found' };
  }
  return { key: 'error:unknown_error' };
}

/** The favorites-full warning with its maxCount (video:favorites_warning). */
export const favoritesWarning = (maxCount: number): DisplayError => ({ key: 'video:favorites_warning', values: { maxCount } });
