import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, createFetchStub } from '../test/fetchStub';
import { playlistReply } from '../test/fixtures';
import { renderElementWithApp } from '../test/renderWithApp';
import { useWatchlist } from './useWatchlist';

function Titles({ listId, ids }: { listId?: string; ids: string[] }) {
  const { data, isSuccess } = useWatchlist(listId, ids);
  return <p>{isSuccess ? `loaded: ${data.map((item) => item.title).join(', ')}` : 'waiting'}</p>;
}

describe('useWatchlist', () => {
  it('loads the ids through the watch list in one request', async () => {
    const fetch = createFetchStub({
      '/apps/watchlists/favlist1': playlistReply('favlist1', 'Watchlist', [
        { mediaid: 'a', title: 'Alpha' },
        { mediaid: 'b', title: 'Beta' },
      ]),
    });
    await renderElementWithApp(<Titles listId="favlist1" ids={['a', 'b']} />, { fetch });
    expect(await screen.findByText('loaded: Alpha, Beta')).toBeInTheDocument();
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.searchParams.get('media_ids')).toBe('a,b');
  });

  it('asks for each media item without a watch list, leaving out the ones that are gone', async () => {
    const fetch = createFetchStub({ '/v2/media/a': playlistReply('a', 'Alpha', [{ mediaid: 'a', title: 'Alpha' }]) });
    await renderElementWithApp(<Titles ids={['a', 'gone']} />, { fetch });
    expect(await screen.findByText('loaded: Alpha')).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/media/gone')).toBe(1);
  });

  it('asks nothing for no ids', async () => {
    const fetch = createFetchStub({});
    await renderElementWithApp(<Titles listId="favlist1" ids={[]} />, { fetch });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(callsTo(fetch, '/apps/watchlists/favlist1')).toBe(0);
  });
});
