import { act, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../components/CardGrid/intersectionObserverStub';
import { createFetchStub, type StubReply } from '../../test/fetchStub';
import { playlistReply } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';

const films = (count: number) => Array.from({ length: count }, (_, index) => ({ mediaid: `film${String(index + 1).padStart(4, '0')}`, title: `Film ${index + 1}` }));

const NEW_FILMS = { ...playlistReply('newmovie', 'New films', films(40)), description: 'Fresh from the harbour.', cardImageAspectRatio: '2:3' };

async function renderPlaylist(path: string, replies: Record<string, StubReply>) {
  const rendered = await renderWithApp({ path, fetch: createFetchStub(replies) });
  return rendered;
}

const main = () => screen.getByRole('main');
const cards = () => within(within(main()).getByRole('list')).getAllByRole('link');

describe('Playlist page', () => {
  beforeEach(() => setViewportWidth(1100));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the description and the cards in a grid, named after the playlist', async () => {
    await renderPlaylist('/p/newmovie/new-films', { '/v2/playlists/newmovie': NEW_FILMS });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'New films' })).toBeInTheDocument();
    expect(screen.getByText('Fresh from the harbour.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New films - Harbour TV'));
    expect(cards()[0]).toHaveAttribute('href', '/m/film0001/film-1?r=newmovie');
    expect(within(main()).getByRole('list').style.getPropertyValue('--ott-grid-columns')).toBe('4');
    expect(main().querySelector<HTMLElement>('.ott-card__poster')?.style.aspectRatio).toBe('2 / 3');
  });

  it('shows 6 rows at first and 4 more rows per load', async () => {
    const { user } = await renderPlaylist('/p/newmovie/new-films', { '/v2/playlists/newmovie': NEW_FILMS });
    await within(main()).findByRole('heading', { level: 1, name: 'New films' });
    expect(cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cards()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more rows as the end of the grid scrolls near', async () => {
    const observer = stubIntersectionObserver();
    await renderPlaylist('/p/newmovie/new-films', { '/v2/playlists/newmovie': NEW_FILMS });
    await within(main()).findByRole('heading', { level: 1, name: 'New films' });
    expect(cards()).toHaveLength(24);
    act(() => observer.enterView());
    expect(cards()).toHaveLength(40);
  });

  it('says "Playlist not found" for a playlist that does not exist', async () => {
    await renderPlaylist('/p/missing1/x', {});
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Playlist not found' })).toBeInTheDocument();
  });

  it('says "Playlist not found" in the active language', async () => {
    await renderWithApp({ path: '/p/missing1/x', fetch: createFetchStub({}), language: 'nl' });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Afspeellijst niet gevonden' })).toBeInTheDocument();
  });

  it('shows the empty-shelves message for an empty playlist', async () => {
    await renderPlaylist('/p/empty001/empty', { '/v2/playlists/empty001': playlistReply('empty001', 'Coming soon', []) });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Nothing to watch here yet' })).toBeInTheDocument();
    expect(within(main()).queryByRole('list')).not.toBeInTheDocument();
  });

  describe('a live playlist', () => {
    const LIVE = {
      ...playlistReply('livechnl', 'Live channels', [
        { mediaid: 'lcHarbr1', title: 'Brightwater One', contentType: 'livechannel' },
        { mediaid: 'lcMusic2', title: 'Brightwater Sounds', contentType: 'livechannel' },
      ]),
      contentType: 'live',
    };

    it('links its channels to the live guide', async () => {
      await renderPlaylist('/p/livechnl/live', { '/v2/playlists/livechnl': LIVE });
      expect(await within(main()).findByRole('link', { name: 'Brightwater One' })).toHaveAttribute('href', '/tv?channel=lcHarbr1');
    });

    it('opens the channel of ?channel in the live guide, passing play on', async () => {
      const { router } = await renderPlaylist('/p/livechnl/live?channel=lcMusic2&play=1', { '/v2/playlists/livechnl': LIVE });
      await within(main()).findByRole('heading', { level: 1, name: 'Live guide' });
      expect(router.state.location.pathname).toBe('/tv');
      expect(router.state.location.search).toBe('?channel=lcMusic2&play=1');
    });
  });
});
