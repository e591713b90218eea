import { createAppError, mapMediaError } from '@ott/common';
import type { PlayerError } from './PlayerAdapter';

/** What the error overlay shows (001 §7.1, §8): the unauthorized screen, the geo-blocked screen, or a generic error with retry. */
export type PlayerErrorKind = 'unauthorized' | 'access-blocked' | 'generic';

/**
 * The overlay for an error: "Unauthorized" (not entitled: the media token was refused) gives the
 * unauthorized screen, "access blocked" (the geo-block check's 403) the geo-blocked screen,
 * anything else the generic one. The mapping is @ott/common's `mapMediaError`.
 */
export function playerErrorKind(error: unknown): PlayerErrorKind {
  const { action } = mapMediaError(error);
  if (action === 'show-unauthorized') return 'unauthorized';
  if (action === 'show-access-blocked') return 'access-blocked';
  return 'generic';
}

/**
 * A playback failure as an error of the catalogue: a 401 or 403 on the stream itself (after the
 * geo-block check let it through) means the viewer may not watch it, so it is "Unauthorized";
 * anything else stays a plain playback error.
 */
export function errorOfPlayback(error: PlayerError): Error {
  if (error.kind === 'network' && (error.status === 401 || error.status === 403)) {
    return createAppError('unauthorized', { details: { status: error.status } });
  }
  return new Error(error.message);
}
