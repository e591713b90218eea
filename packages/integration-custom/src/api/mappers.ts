import type { AuthTokens, DeviceCode, StoredFavorite, StoredWatchHistoryEntry } from '@ott/common';
import type { FavoriteDoc, GeneratedCode, HistoryDoc } from './schemas';

/**
 * Reply shapes of the account API -> the app's own shapes. The API names media `mediaId` and
 * counts token expiry in epoch seconds; the app stores `mediaid` and epoch milliseconds.
 */

const MS_PER_SECOND = 1000;

/** Session tokens as stored under jwapp.auth. The API has no separate refresh token: the bearer itself is refreshed. */
export const authTokensFrom = (token: string, expSeconds: number): AuthTokens => ({ token, expires: expSeconds * MS_PER_SECOND });

export const storedFavoriteFrom = (doc: FavoriteDoc): StoredFavorite => ({ mediaid: doc.mediaId });

export const storedHistoryEntryFrom = (doc: HistoryDoc): StoredWatchHistoryEntry => ({ mediaid: doc.mediaId, progress: doc.progress });

export const deviceCodeFrom = (generated: GeneratedCode): DeviceCode => ({
  code: generated.code,
  expiresAt: generated.expiresAt,
  pollInterval: generated.interval,
});
