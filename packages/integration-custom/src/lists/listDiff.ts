import type { StoredFavorite, StoredWatchHistoryEntry } from '@ott/common';

/**
 * The calls that turn the list the server has into the list the app wants (pure, no I/O).
 *
 * The app saves a whole list (favorites and history stores save after every change); the API
 * takes one entry per call. Sending only the difference keeps a toggle to one or two calls
 * instead of 48. Both lists are newest first, and the server orders by the time an entry was
 * written (favorites: createdAt, history: updatedAt), so the posts go oldest first: the last one
 * posted ends up first, as in the app's list. Deletes go first, so that a full list (48) can
 * take a new entry in the same save.
 */

export type FavoriteCall = { kind: 'delete'; mediaid: string } | { kind: 'post'; entry: StoredFavorite };
export type HistoryCall = { kind: 'delete'; mediaid: string } | { kind: 'post'; entry: StoredWatchHistoryEntry };

/** The first entry of each media id (lists are newest first, so the newest one). */
export function uniqueByMedia<T extends { mediaid: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((entry) => !seen.has(entry.mediaid) && Boolean(seen.add(entry.mediaid)));
}

const deletesOf = (known: readonly { mediaid: string }[], wanted: ReadonlySet<string>) =>
  uniqueByMedia(known).filter((entry) => !wanted.has(entry.mediaid)).map((entry) => ({ kind: 'delete' as const, mediaid: entry.mediaid }));

/**
 * Favorites: delete the ones that went, post the new ones oldest first. A favorite both lists
 * hold is left alone even when the app's order differs: a post of an existing favorite does not
 * move it on the server (the API keeps its createdAt), and the app only ever adds at the front.
 */
export function diffFavorites(known: readonly StoredFavorite[], wanted: readonly StoredFavorite[]): FavoriteCall[] {
  const next = uniqueByMedia(wanted);
  const knownIds = new Set(known.map((entry) => entry.mediaid));
  const posts = next
    .filter((entry) => !knownIds.has(entry.mediaid))
    .reverse()
    .map((entry): FavoriteCall => ({ kind: 'post', entry: { mediaid: entry.mediaid } }));
  return [...deletesOf(known, new Set(next.map((entry) => entry.mediaid))), ...posts];
}

/**
 * Watch history: delete the entries that went (e.g. another episode of the same series); post
 * the new ones and those whose progress changed, oldest first.
 *
 * After the calls, the server holds the posted entries on top (last posted first) and the
 * untouched ones below, in the order it already had them. So the entries left alone are the
 * longest tail of the wanted list that the server already holds with the same progress and in
 * the same relative order; everything in front of that tail is posted. Normally that is exactly
 * "new or changed progress"; an entry moved to the front with the same progress (watched again
 * to the same point) is posted too, since otherwise the server would keep it further down.
 */
export function diffWatchHistory(known: readonly StoredWatchHistoryEntry[], wanted: readonly StoredWatchHistoryEntry[]): HistoryCall[] {
  const next = uniqueByMedia(wanted);
  const wantedIds = new Set(next.map((entry) => entry.mediaid));
  const kept = uniqueByMedia(known).filter((entry) => wantedIds.has(entry.mediaid));
  const serverPosition = new Map(kept.map((entry, position) => [entry.mediaid, { position, progress: entry.progress }]));

  // Walk the wanted list from its oldest entry while the server has each one, unchanged, above the previous.
  let tailStart = next.length;
  let positionBelow = kept.length;
  while (tailStart > 0) {
    const entry = next[tailStart - 1];
    const onServer = entry && serverPosition.get(entry.mediaid);
    if (!entry || !onServer || onServer.progress !== entry.progress || onServer.position >= positionBelow) break;
    positionBelow = onServer.position;
    tailStart -= 1;
  }

  const posts = next
    .slice(0, tailStart)
    .reverse()
    .map((entry): HistoryCall => ({ kind: 'post', entry: { mediaid: entry.mediaid, progress: entry.progress } }));
  return [...deletesOf(known, wantedIds), ...posts];
}
