import type { AppError } from '../../errors/AppError';
import { createAppError, isCatalogueError } from '../../errors/catalogue';
import { isHttpError } from '../../errors/httpErrors';
import { httpStatusOf } from '../../rules/schedules/queryRetry';

/**
 * Content errors, raised once where a content reply is read. A missing resource becomes the
 * catalogue error of that resource ("MediaItem not found", playlist_not_found) so a screen shows
 * the right message, while the HTTP status stays the error's `code`: the query retry predicates
 * (`seriesQueryRetry`: no retry on 404) read the status from there. The server's own messages
 * stay in `details`.
 */
export type NotFoundErrorName = 'media_not_found' | 'playlist_not_found';

/** `error` as the resource's not-found error when it is a 404 reply; any other error unchanged. */
export function asNotFound(error: unknown, name: NotFoundErrorName): unknown {
  if (!isHttpError(error, 404)) return error;
  return createAppError(name, { code: 404, details: error.details, cause: error });
}

/** Every failed series reply becomes series_error with its HTTP status as code; other errors unchanged. */
export function asSeriesError(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  return createAppError('series_error', { code: error.code, details: error.details, cause: error });
}

/** "MediaItem not found" for a reply that answered but held no item. */
export const mediaNotFound = (details: Record<string, unknown> = {}): AppError => createAppError('media_not_found', { details });

/** True for a missing media item, playlist or series (a 404 reply or an empty media reply). */
export const isNotFoundError = (error: unknown): boolean =>
  httpStatusOf(error) === 404 || isCatalogueError(error, 'media_not_found') || isCatalogueError(error, 'playlist_not_found');
