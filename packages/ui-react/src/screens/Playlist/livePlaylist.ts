import { CONTENT_TYPE, QUERY_FLAG_ON, QUERY_PARAMS, liveGuideUrl, type Playlist } from '@ott/common';

/** The custom `contentType` value that marks a playlist of live channels. */
export const LIVE_PLAYLIST_CONTENT_TYPE = 'live';

/**
 * A playlist of live channels: marked with the custom parameter `contentType: "live"`, or holding
 * only items of contentType livechannel.
 */
export function isLivePlaylist(playlist: Pick<Playlist, 'playlist'> & { contentType?: unknown }): boolean {
  if (playlist.contentType === LIVE_PLAYLIST_CONTENT_TYPE) return true;
  return playlist.playlist.length > 0 && playlist.playlist.every((item) => item.contentType === CONTENT_TYPE.LIVE_CHANNEL);
}

/**
 * Where `/p/:id?channel=…&play=1` of a live playlist leads (spec 000 §2): the live guide on that
 * channel, `play` passed on. Undefined when the link names no channel or the playlist is not live.
 */
export function livePlaylistRedirect(playlist: Pick<Playlist, 'playlist'> & { contentType?: unknown }, search: URLSearchParams): string | undefined {
  const channel = search.get(QUERY_PARAMS.channel);
  if (!channel || !isLivePlaylist(playlist)) return undefined;
  const url = liveGuideUrl({ channel });
  if (search.get(QUERY_PARAMS.play) !== QUERY_FLAG_ON) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${QUERY_PARAMS.play}=${QUERY_FLAG_ON}`;
}
