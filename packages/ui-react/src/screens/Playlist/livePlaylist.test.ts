import type { MediaItem } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { isLivePlaylist, livePlaylistRedirect } from './livePlaylist';

const channel = (mediaid: string): MediaItem => ({ mediaid, title: mediaid, contentType: 'livechannel' });
const movie = (mediaid: string): MediaItem => ({ mediaid, title: mediaid, contentType: 'movie' });

describe('live playlists', () => {
  it('is live when marked with contentType "live" or holding only live channels', () => {
    expect(isLivePlaylist({ contentType: 'live', playlist: [] })).toBe(true);
    expect(isLivePlaylist({ playlist: [channel('a'), channel('b')] })).toBe(true);
    expect(isLivePlaylist({ playlist: [channel('a'), movie('b')] })).toBe(false);
    expect(isLivePlaylist({ playlist: [] })).toBe(false);
  });

  it('sends ?channel to that channel in the live guide, passing play on', () => {
    const live = { contentType: 'live', playlist: [channel('lcHarbr1')] };
    expect(livePlaylistRedirect(live, new URLSearchParams('channel=lcHarbr1'))).toBe('/tv?channel=lcHarbr1');
    expect(livePlaylistRedirect(live, new URLSearchParams('channel=lcHarbr1&play=1'))).toBe('/tv?channel=lcHarbr1&play=1');
  });

  it('stays on the playlist without a channel, or when the playlist is not live', () => {
    expect(livePlaylistRedirect({ contentType: 'live', playlist: [] }, new URLSearchParams('play=1'))).toBeUndefined();
    expect(livePlaylistRedirect({ playlist: [movie('a')] }, new URLSearchParams('channel=a'))).toBeUndefined();
  });
});
