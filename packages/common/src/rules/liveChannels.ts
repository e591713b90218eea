import { CONTENT_ROW_TYPE, MENU_ITEM_TYPE, type Config } from '../entities/config';
import { CONTENT_TYPE, type MediaItem } from '../entities/media';
import type { Playlist } from '../entities/playlist';

/**
 * Which playlist holds the live channels of the guide. The config does not name it, so the guide
 * looks for it among the config's playlists:
 *
 * 1. Candidates: the menu items of type playlist (a "Live" menu entry is how viewers reach the
 *    guide), then the content rows of type playlist, in config order, each playlist once.
 * 2. They are fetched one at a time, in that order (each reply shares the cache of the playlist
 *    screens and shelves), and the first live playlist wins: its `contentType` custom parameter
 *    is "live" (sent at the top of the reply, or under `custom`), or the row or menu item that
 *    names it says `custom.contentType: "live"`, or it holds items of contentType `livechannel`.
 * 3. Its channels are its `livechannel` items; a playlist declared live whose items carry no
 *    contentType gives all its items.
 *
 * Content lists are not searched: live channels come in playlists (the demo's `livechnl`).
 */
export const LIVE_PLAYLIST_CONTENT_TYPE = 'live';

export interface LiveCandidate {
  playlistId: string;
  /** The menu item or content row says the playlist is live. */
  declaredLive: boolean;
}

export interface LiveChannels {
  playlist: Playlist;
  channels: MediaItem[];
}

const isLiveMarker = (value: unknown): boolean => typeof value === 'string' && value.trim().toLowerCase() === LIVE_PLAYLIST_CONTENT_TYPE;

const customContentType = (custom: unknown): unknown =>
  typeof custom === 'object' && custom !== null ? (custom as Record<string, unknown>)['contentType'] : undefined;

/** The playlists that may hold the live channels, in the order they are tried. */
export function liveCandidates(config: Pick<Config, 'menu' | 'content'>): LiveCandidate[] {
  const found = new Map<string, LiveCandidate>();
  const add = (playlistId: string | undefined, custom: unknown) => {
    if (!playlistId) return;
    const declaredLive = isLiveMarker(customContentType(custom));
    const known = found.get(playlistId);
    if (known) known.declaredLive ||= declaredLive;
    else found.set(playlistId, { playlistId, declaredLive });
  };
  for (const item of config.menu) if ((item.type ?? MENU_ITEM_TYPE.PLAYLIST) === MENU_ITEM_TYPE.PLAYLIST) add(item.contentId, item.custom);
  for (const row of config.content) if (row.type === CONTENT_ROW_TYPE.PLAYLIST) add(row.contentId, row.custom);
  return [...found.values()];
}

const isChannelItem = (item: MediaItem): boolean => item.contentType === CONTENT_TYPE.LIVE_CHANNEL;

/** Whether a playlist is the live one (see the rule above). */
export function isLivePlaylist(playlist: Playlist, declaredLive = false): boolean {
  return declaredLive || isLiveMarker(playlist['contentType']) || isLiveMarker(customContentType(playlist['custom'])) || playlist.playlist.some(isChannelItem);
}

/** The channels of a live playlist: its livechannel items, or all its items when none says its type. */
export function liveChannelItems(playlist: Playlist): MediaItem[] {
  const channels = playlist.playlist.filter(isChannelItem);
  return channels.length > 0 ? channels : playlist.playlist.filter((item) => !item.contentType);
}

/**
 * Tries the candidates in order and returns the first live playlist with its channels, or null
 * when none is live. A candidate that fails to load is skipped; when every one fails, the first
 * failure is raised (the guide cannot tell "no live channels" from "nothing loads").
 */
export async function findLiveChannels(candidates: readonly LiveCandidate[], fetchPlaylist: (playlistId: string) => Promise<Playlist>): Promise<LiveChannels | null> {
  const failures: unknown[] = [];
  for (const candidate of candidates) {
    let playlist: Playlist;
    try {
      playlist = await fetchPlaylist(candidate.playlistId);
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      failures.push(error);
      continue;
    }
    if (isLivePlaylist(playlist, candidate.declaredLive)) return { playlist, channels: liveChannelItems(playlist) };
  }
  if (failures.length > 0 && failures.length === candidates.length) throw failures[0];
  return null;
}
