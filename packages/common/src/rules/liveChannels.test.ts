import { describe, expect, it, vi } from 'vitest';
import { configSchema, type ConfigInput } from '../entities/config';
import { playlistSchema, type Playlist } from '../entities/playlist';
import { findLiveChannels, isLivePlaylist, liveCandidates, liveChannelItems } from './liveChannels';

const createConfig = (overrides: Pick<ConfigInput, 'menu' | 'content'>) => configSchema.parse({ description: 'A video site', siteId: 'site0001', ...overrides });

const playlist = (feedid: string, items: { mediaid: string; contentType?: string }[], extra: Record<string, unknown> = {}): Playlist =>
  playlistSchema.parse({ feedid, title: feedid, playlist: items.map((item) => ({ ...item, title: item.mediaid })), ...extra });

const CHANNEL = { mediaid: 'chan0001', contentType: 'livechannel' };
const FILM = { mediaid: 'film0001', contentType: 'movie' };

describe('live playlist rule', () => {
  it('tries the menu’s playlists first, then the playlist rows, each once', () => {
    const config = createConfig({
      menu: [
        { label: 'Films', contentId: 'films001', type: 'playlist' },
        { label: 'Picks', contentId: 'picks001', type: 'content_list' },
        { label: 'Live', contentId: 'live0001' },
        { label: 'Nowhere', contentId: '', type: 'playlist' },
      ],
      content: [
        { type: 'playlist', contentId: 'featured' },
        { type: 'playlist', contentId: 'live0001', custom: { contentType: 'live' } },
        { type: 'content_list', contentId: 'picks001' },
        { type: 'continue_watching' },
      ],
    });
    expect(liveCandidates(config)).toEqual([
      { playlistId: 'films001', declaredLive: false },
      { playlistId: 'live0001', declaredLive: true },
      { playlistId: 'featured', declaredLive: false },
    ]);
  });

  it.each([
    ['its contentType parameter is "live"', playlist('p', [FILM], { contentType: 'live' }), false, true],
    ['its custom contentType is "Live"', playlist('p', [FILM], { custom: { contentType: 'Live' } }), false, true],
    ['it holds live channels', playlist('p', [FILM, CHANNEL]), false, true],
    ['its row says so', playlist('p', [FILM]), true, true],
    ['nothing says so', playlist('p', [FILM], { contentType: 'vod' }), false, false],
    ['only a custom text says "live"', playlist('p', [FILM], { custom: 'live' }), false, false],
  ])('a playlist is live when %s', (_case, candidate, declared, live) => {
    expect(isLivePlaylist(candidate, declared)).toBe(live);
  });

  it('takes the livechannel items as channels, or all untyped items of a declared live playlist', () => {
    expect(liveChannelItems(playlist('p', [FILM, CHANNEL])).map((item) => item.mediaid)).toEqual(['chan0001']);
    expect(liveChannelItems(playlist('p', [{ mediaid: 'a' }, { mediaid: 'b' }]))).toHaveLength(2);
  });

  it('fetches one candidate at a time and stops at the first live playlist', async () => {
    const replies: Record<string, Playlist> = { films001: playlist('films001', [FILM]), live0001: playlist('live0001', [CHANNEL]) };
    const fetchPlaylist = vi.fn(async (id: string) => replies[id]!);
    const found = await findLiveChannels(
      [
        { playlistId: 'films001', declaredLive: false },
        { playlistId: 'live0001', declaredLive: false },
        { playlistId: 'featured', declaredLive: false },
      ],
      fetchPlaylist,
    );
    expect(found?.playlist.feedid).toBe('live0001');
    expect(found?.channels.map((item) => item.mediaid)).toEqual(['chan0001']);
    expect(fetchPlaylist.mock.calls.map(([id]) => id)).toEqual(['films001', 'live0001']);
  });

  it('skips a playlist that fails, and gives null when none is live', async () => {
    const fetchPlaylist = async (id: string) => {
      if (id === 'broken01') throw new Error('Request failed with status 500');
      return playlist(id, [FILM]);
    };
    const candidates = [
      { playlistId: 'broken01', declaredLive: false },
      { playlistId: 'films001', declaredLive: false },
    ];
    expect(await findLiveChannels(candidates, fetchPlaylist)).toBeNull();
    expect(await findLiveChannels([], fetchPlaylist)).toBeNull();
  });

  it('stops at once when the fetch is aborted', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetchPlaylist = vi.fn(() => Promise.reject(abort));
    const candidates = [
      { playlistId: 'films001', declaredLive: false },
      { playlistId: 'live0001', declaredLive: false },
    ];
    await expect(findLiveChannels(candidates, fetchPlaylist)).rejects.toBe(abort);
    expect(fetchPlaylist).toHaveBeenCalledTimes(1);
  });

  it('raises the first failure when every candidate fails', async () => {
    const failure = new Error('offline');
    await expect(findLiveChannels([{ playlistId: 'a', declaredLive: false }], () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
