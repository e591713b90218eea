import type { ContentApiClient, ContentRow, Playlist } from '@ott/common';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contentListQueryKey } from '../../hooks/useContentList';
import { playlistQueryKey } from '../../hooks/usePlaylist';
import { prefetchHomeShelves } from './prefetchHomeShelves';

const visitor = (language: string) => ({ language, isLoggedIn: false, hasActiveSubscription: false });
const row = (type: ContentRow['type'], contentId?: string, extra: Partial<ContentRow> = {}): ContentRow => ({ type, contentId, ...extra });
const playlistOf = (id: string) => ({ feedid: id, title: id, playlist: [] }) as unknown as Playlist;

function setup() {
  const client = {
    getPlaylist: vi.fn((id: string) => Promise.resolve(playlistOf(id))),
    getContentList: vi.fn((id: string) => Promise.resolve(playlistOf(id))),
  };
  return { client, clientApi: client as unknown as ContentApiClient, queryClient: new QueryClient() };
}

describe('prefetchHomeShelves', () => {
  it('requests the lists of the rows on the first screen, under the keys its shelves read', async () => {
    const { client, clientApi, queryClient } = setup();
    prefetchHomeShelves(queryClient, clientApi, [row('content_list', 'staffpck'), row('playlist', 'newmovie'), row('playlist', 'featured', { featured: true })], visitor('en'));
    await vi.waitFor(() => expect(queryClient.getQueryData(playlistQueryKey('featured', {}, 'en'))).toEqual(playlistOf('featured')));
    expect(queryClient.getQueryData(contentListQueryKey('staffpck', 'en'))).toEqual(playlistOf('staffpck'));
    // The featured row comes first on the page: the first screen is it and the content list.
    expect(client.getPlaylist.mock.calls.map(([id]) => id)).toEqual(['featured']);
    expect(queryClient.getQueryData(playlistQueryKey('newmovie', {}, 'en'))).toBeUndefined();
  });

  it.each([
    ['continue watching and favorites (kept by the viewer, not fetched)', [row('continue_watching'), row('favorites', 'favlist')]],
    ['a row without a list id', [row('playlist')]],
    ['a row hidden in the active language', [row('playlist', 'espanol1', { filterTags: 'es' })]],
  ])('requests nothing for %s', (_, content) => {
    const { client, clientApi, queryClient } = setup();
    prefetchHomeShelves(queryClient, clientApi, content, visitor('en'));
    expect(client.getPlaylist).not.toHaveBeenCalled();
    expect(client.getContentList).not.toHaveBeenCalled();
  });

  it("stops at the first screen, not counting the viewer's own rows (hidden on a first visit)", () => {
    const { client, clientApi, queryClient } = setup();
    const content = [row('continue_watching'), ...['a', 'b', 'c', 'd'].map((id) => row('playlist', id)), row('favorites')];
    prefetchHomeShelves(queryClient, clientApi, content, visitor('en'));
    expect(client.getPlaylist.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
  });

  it('keeps a failed list as an error for the shelf that reads it, and gives nothing for it', async () => {
    const { client, clientApi, queryClient } = setup();
    client.getPlaylist.mockRejectedValueOnce(new Error('offline'));
    const [prefetched] = prefetchHomeShelves(queryClient, clientApi, [row('playlist', 'newmovie')], visitor('en'));
    await expect(prefetched?.list).resolves.toBeUndefined();
    expect(queryClient.getQueryState(playlistQueryKey('newmovie', {}, 'en'))?.status).toBe('error');
  });

  it('gives each row with its list once it has arrived', async () => {
    const { clientApi, queryClient } = setup();
    const content = [row('playlist', 'newmovie'), row('content_list', 'staffpck')];
    const prefetched = prefetchHomeShelves(queryClient, clientApi, content, visitor('en'));
    expect(prefetched.map(({ row: { contentId } }) => contentId)).toEqual(['newmovie', 'staffpck']);
    expect(await Promise.all(prefetched.map(({ list }) => list))).toEqual([playlistOf('newmovie'), playlistOf('staffpck')]);
  });
});
