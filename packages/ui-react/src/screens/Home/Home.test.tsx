import type { ContentRow, MediaItem, Subscription } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../components/CardGrid/intersectionObserverStub';
import { callsTo, createFetchStub, type StubReply } from '../../test/fetchStub';
import { contentListReply, createTestConfig, playlistReply } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';
import { SUBSCRIBER } from '../../test/subscriptionFakes';

type RowInput = Omit<ContentRow, 'type'> & { type?: ContentRow['type'] };

const playlistRow = (contentId: string, extra: Partial<RowInput> = {}): RowInput => ({ type: 'playlist', contentId, title: `Row ${contentId}`, ...extra });

/** A playlist reply with `count` items whose ids start with the playlist id. */
const reply = (id: string, count = 2) =>
  playlistReply(
    id,
    `Playlist ${id}`,
    Array.from({ length: count }, (_, index) => ({ mediaid: `${id}i${index + 1}`, title: `${id} item ${index + 1}` })),
  );

async function renderHome({
  rows,
  replies = {},
  language,
  features = {},
}: {
  rows: RowInput[];
  replies?: Record<string, StubReply>;
  language?: string;
  features?: Record<string, string>;
}) {
  const defaults = Object.fromEntries(
    rows.filter((row) => row.type === 'playlist' && row.contentId).map((row) => [`/v2/playlists/${row.contentId}`, reply(row.contentId!)]),
  );
  const fetch = createFetchStub({ ...defaults, ...replies });
  const config = createTestConfig({ content: rows as ContentRow[], features });
  const rendered = await renderWithApp({ path: '/', config, fetch, language });
  // The screen is its own chunk: wait for it.
  await within(main()).findByRole('heading', { level: 1 });
  return { ...rendered, fetch };
}

const main = () => screen.getByRole('main');
const shelves = () => within(main()).queryAllByRole('region');
const shelfNames = () => shelves().map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
const shelf = (name: string) => within(main()).getByRole('region', { name });
const item = (mediaid: string, title: string, extra: Partial<MediaItem> = {}): MediaItem => ({ mediaid, title, duration: 600, ...extra });

describe('Home', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each content row as a shelf of cards, titled with a link to its list', async () => {
    await renderHome({
      rows: [playlistRow('newmovie', { title: 'New films' }), { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' }],
      replies: { '/v2/sites/site0001/content_lists/staffpck': contentListReply('staffpck', 'Playlist staffpck', Array.from({ length: 3 }, (_, index) => ({ mediaid: `staffpcki${index + 1}`, title: `staffpck item ${index + 1}` }))) },
    });
    expect(await within(shelf('New films')).findByRole('link', { name: 'newmovie item 1' })).toHaveAttribute('href', '/m/newmoviei1/newmovie-item-1?r=newmovie');
    expect(within(shelf('New films')).getByRole('link', { name: 'New films' })).toHaveAttribute('href', '/p/newmovie/new-films');
    expect(await within(shelf('Staff picks')).findAllByRole('link', { name: /staffpck item/ })).toHaveLength(3);
    expect(within(shelf('Staff picks')).getByRole('link', { name: 'Staff picks' })).toHaveAttribute('href', '/n/staffpck/staff-picks');
  });

  it('while the first screen loads at start-up, lets the rows below it wait with their lists', async () => {
    const rows = ['first001', 'second01', 'third001', 'fourth01'].map((id) => playlistRow(id));
    const defaults = Object.fromEntries(rows.map((row) => [`/v2/playlists/${row.contentId}`, reply(row.contentId!)]));
    const fetch = createFetchStub(defaults);
    const { services } = await renderWithApp({
      path: '/',
      config: createTestConfig({ content: rows as ContentRow[] }),
      fetch,
      prepare: ({ stores }) => stores.ui.getState().setFirstScreenLoading(true),
    });
    await within(main()).findByRole('heading', { level: 1 });
    await within(shelf('Row second01')).findByRole('link', { name: 'second01 item 1' });
    expect(services.stores.ui.getState().firstScreenRendered).toBe(true);
    // The rows below the first screen keep their place and title, in their loading shape.
    expect(shelfNames()).toEqual(['Row first001', 'Row second01', 'Row third001', 'Row fourth01']);
    expect(shelf('Row third001')).toHaveAttribute('aria-busy', 'true');
    expect(callsTo(fetch, '/v2/playlists/third001')).toBe(0);

    act(() => services.stores.ui.getState().setFirstScreenLoading(false));
    expect(await within(shelf('Row fourth01')).findByRole('link', { name: 'fourth01 item 1' })).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/playlists/third001')).toBe(1);
  });

  it('names the page after the site', async () => {
    await renderHome({ rows: [playlistRow('newmovie')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour TV' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Harbour TV'));
  });

  it('uses the playlist title when the row has none', async () => {
    await renderHome({ rows: [playlistRow('newmovie', { title: undefined })] });
    expect(await within(main()).findByRole('region', { name: 'Playlist newmovie' })).toBeInTheDocument();
  });

  it('shows the featured row first, as a featured shelf', async () => {
    await renderHome({ rows: [playlistRow('newmovie'), playlistRow('featured', { featured: true })] });
    await within(shelf('Row featured')).findByRole('link', { name: /^featured item 1\b/ });
    expect(shelfNames()).toEqual(['Row featured', 'Row newmovie']);
    expect(shelf('Row featured')).toHaveClass('ott-shelf--featured');
    expect(within(shelf('Row featured')).getByRole('link', { name: /^featured item 1\b/ })).toHaveClass('ott-card--featured');
  });

  it('loads the images in view of its first two rows at once, the first of each ahead of other images', async () => {
    await renderHome({ rows: [playlistRow('featured', { featured: true }), playlistRow('newmovie'), playlistRow('seriesal')] });
    await within(shelf('Row seriesal')).findByRole('link', { name: /^seriesal item 1\b/ });
    const loadingOf = (name: string) => [...shelf(name).querySelectorAll('img')].map((image) => image.getAttribute('fetchpriority') ?? image.getAttribute('loading'));
    expect(loadingOf('Row featured')).toEqual(['high', 'lazy']);
    expect(loadingOf('Row newmovie')).toEqual(['high', 'eager']);
    expect(loadingOf('Row seriesal')).toEqual(['lazy', 'lazy']);
  });

  it('shows placeholder cards while a row loads', async () => {
    await renderHome({ rows: [playlistRow('slow01')], replies: { '/v2/playlists/slow01': () => new Promise<Response>(() => undefined) } });
    expect(shelf('Row slow01')).toHaveAttribute('aria-busy', 'true');
    expect(within(shelf('Row slow01')).getByText('Loading…')).toBeInTheDocument();
  });

  describe('language filters', () => {
    const rows = [playlistRow('newmovie'), playlistRow('espanol1', { title: 'En español', filterTags: 'es' }), playlistRow('notspan', { filterTags: '!es' })];

    it('hides a row that is only for other languages', async () => {
      await renderHome({ rows });
      await within(shelf('Row newmovie')).findByRole('link', { name: 'newmovie item 1' });
      expect(shelfNames()).toEqual(['Row newmovie', 'Row notspan']);
    });

    it('shows it, and hides the excluded one, in its language', async () => {
      await renderHome({ rows, language: 'es' });
      await within(shelf('En español')).findByRole('link', { name: 'espanol1 item 1' });
      expect(shelfNames()).toEqual(['Row newmovie', 'En español']);
    });
  });

  // 001 §7.9: content rows by login and subscription state (custom.audience).
  describe('rows by login and subscription state', () => {
    const rows = [
      playlistRow('newmovie'),
      playlistRow('joinus01', { title: 'Sign up to watch more', custom: { audience: '!logged_in' } }),
      playlistRow('members1', { title: 'For members', custom: { audience: 'logged_in' } }),
      playlistRow('plusonly', { title: 'Plus premieres', custom: { audience: 'subscribed' } }),
    ];
    const activeSubscription = { subscriptionId: 's1', status: 'active', expiresAt: Math.floor(Date.now() / 1000) + 86_400 } as Subscription;

    it.each([
      ['a visitor', false, false, ['Row newmovie', 'Sign up to watch more']],
      ['a signed-in viewer', true, false, ['Row newmovie', 'For members']],
      ['a subscriber', true, true, ['Row newmovie', 'For members', 'Plus premieres']],
    ])('shows %s the rows meant for them', async (_name, signedIn, subscribed, expected) => {
      const { services } = await renderHome({ rows });
      act(() => {
        if (signedIn) services.stores.account.getState().setSession({ user: SUBSCRIBER });
        if (subscribed) services.stores.account.getState().setSubscription(activeSubscription);
      });
      await within(shelf('Row newmovie')).findByRole('link', { name: 'newmovie item 1' });
      await waitFor(() => expect(shelfNames()).toEqual(expected));
    });
  });

  it('keeps a broken playlist to its own shelf', async () => {
    await renderHome({ rows: [playlistRow('broken01'), playlistRow('newmovie')], replies: { '/v2/playlists/broken01': 404 } });
    expect(await within(shelf('Row broken01')).findByText('Could not load items')).toBeInTheDocument();
    expect(await within(shelf('Row newmovie')).findByRole('link', { name: 'newmovie item 1' })).toBeInTheDocument();
    expect(within(shelf('Row newmovie')).queryByText('Could not load items')).not.toBeInTheDocument();
  });

  it('shows the row background colour', async () => {
    await renderHome({ rows: [playlistRow('concerts', { backgroundColor: '#16324f' })] });
    expect(await within(main()).findByRole('region', { name: 'Row concerts' })).toHaveStyle({ backgroundColor: '#16324f' });
  });

  describe('continue watching and favorites', () => {
    const rows: RowInput[] = [
      { type: 'continue_watching', contentId: 'cntwatch', title: 'Continue watching' },
      playlistRow('newmovie'),
      { type: 'favorites', contentId: 'favlist1' },
    ];

    it('are hidden while empty', async () => {
      await renderHome({ rows });
      await within(shelf('Row newmovie')).findByRole('link', { name: 'newmovie item 1' });
      expect(shelfNames()).toEqual(['Row newmovie']);
    });

    it('show the history in progress, most recent first, with the progress on each card', async () => {
      const { services } = await renderHome({ rows });
      const history = services.stores.watchHistory.getState();
      act(() => {
        history.saveItem(item('mvDone', 'Finished film'), 0.97);
        history.saveItem(item('mvHalf', 'Half film'), 0.5);
        history.saveItem(item('mvNew', 'Just started'), 0.2);
      });
      const row = await within(main()).findByRole('region', { name: 'Continue watching' });
      expect(within(row).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/m/mvNew/just-started', '/m/mvHalf/half-film']);
      expect(within(row).getByRole('link', { name: 'Half film' })).toHaveAccessibleDescription('10:00 50% watched');
      expect(shelfNames()[0]).toBe('Continue watching');
    });

    it('are hidden for a viewer-token user, whatever the lists hold (000 §6: no history, no favorites)', async () => {
      const { services } = await renderHome({ rows });
      act(() => {
        services.stores.watchHistory.getState().saveItem(item('mvHalf', 'Half film'), 0.5);
        services.stores.favorites.getState().toggleFavorite(item('mvFav1', 'Loved film'));
      });
      expect(await within(main()).findByRole('region', { name: 'Continue watching' })).toBeInTheDocument();
      act(() => services.stores.account.getState().setSession({ user: { id: 'card-2000', email: '', metadata: {} } }));
      await waitFor(() => expect(shelfNames()).toEqual(['Row newmovie']));
    });

    it('show the favorites under a default title', async () => {
      const { services } = await renderHome({ rows });
      act(() => {
        services.stores.favorites.getState().toggleFavorite(item('mvFav1', 'Loved film'));
      });
      const row = await within(main()).findByRole('region', { name: 'Favorites' });
      expect(within(row).getByRole('link', { name: 'Loved film' })).toHaveAttribute('href', '/m/mvFav1/loved-film');
    });

    it('show their items in the active language through the watch list', async () => {
      const { services } = await renderHome({
        rows,
        language: 'es',
        features: { favoritesList: 'favlist1', continueWatchingList: 'cntwatch' },
        replies: { '/apps/watchlists/favlist1': playlistReply('favlist1', 'Watchlist', [{ mediaid: 'mvFav1', title: 'Película querida' }]) },
      });
      act(() => {
        services.stores.favorites.getState().toggleFavorite(item('mvFav1', 'Loved film'));
      });
      const row = await within(main()).findByRole('region', { name: 'Favoritos' });
      expect(await within(row).findByRole('link', { name: 'Película querida' })).toBeInTheDocument();
    });

    it('say when the stored lists are corrupted, with a reset', async () => {
      const { services, user } = await renderHome({ rows });
      services.storage.writeText('favorites', 'not json');
      services.storage.writeText('history', '[{"progress":2}]');
      await act(async () => {
        await services.stores.favorites.getState().hydrate();
        await services.stores.watchHistory.getState().hydrate();
      });
      // The notice comes in its own chunk (not part of the first load).
      await waitFor(() =>
        expect(within(main()).getAllByRole('status').map((notice) => notice.textContent)).toEqual([
          expect.stringContaining('Your saved favorites could not be read'),
          expect.stringContaining('Your viewing history could not be read'),
        ]),
      );
      await user.click(screen.getByRole('button', { name: 'Reset viewing history' }));
      expect(within(main()).getAllByRole('status')).toHaveLength(1);
    });
  });

  // Many shelves of cards: slower than the default 5 s when the whole suite runs in parallel.
  describe('how many shelves', { timeout: 15_000 }, () => {
    const twelve = Array.from({ length: 12 }, (_, index) => playlistRow(`p${String(index + 1).padStart(2, '0')}`));

    it('shows 6 shelves, then 4 more with "Load more"', async () => {
      const { user } = await renderHome({ rows: twelve });
      expect(shelves()).toHaveLength(6);
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(shelves()).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(shelves()).toHaveLength(12);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('shows 4 more when the end of the page scrolls near', async () => {
      const observer = stubIntersectionObserver();
      await renderHome({ rows: twelve });
      await screen.findByRole('button', { name: 'Load more' });
      act(() => observer.enterView());
      expect(shelves()).toHaveLength(10);
      act(() => observer.enterView());
      expect(shelves()).toHaveLength(12);
    });

    it('shows further rows in place of rows that turn out empty', async () => {
      const rows = twelve.slice(0, 9);
      await renderHome({ rows, replies: { '/v2/playlists/p02': reply('p02', 0), '/v2/playlists/p03': reply('p03', 0) } });
      await waitFor(() => expect(shelfNames()).toEqual(['Row p01', 'Row p04', 'Row p05', 'Row p06', 'Row p07', 'Row p08']));
      expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    });

    it('says that there is nothing to watch when every row is empty', async () => {
      await renderHome({
        rows: [playlistRow('p01'), { type: 'favorites' }, { type: 'continue_watching' }],
        replies: { '/v2/playlists/p01': reply('p01', 0) },
      });
      expect(await screen.findByRole('heading', { name: 'Nothing to watch here yet' })).toBeInTheDocument();
      expect(screen.getByText('There are no videos here at the moment. Please come back later.')).toBeInTheDocument();
      expect(shelves()).toHaveLength(0);
    });

    it('keeps empty rows hidden while the first screen is still loading at start-up', async () => {
      const rows = [playlistRow('p01'), { type: 'favorites' }, playlistRow('p02'), { type: 'continue_watching' }] as RowInput[];
      await renderWithApp({
        path: '/',
        config: createTestConfig({ content: rows as ContentRow[] }),
        fetch: createFetchStub({ '/v2/playlists/p01': reply('p01', 0), '/v2/playlists/p02': reply('p02', 0) }),
        prepare: ({ stores }) => stores.ui.getState().setFirstScreenLoading(true),
      });
      expect(await screen.findByRole('heading', { name: 'Nothing to watch here yet' })).toBeInTheDocument();
      expect(shelves()).toHaveLength(0);
    });

    it('says so too for a config without rows', async () => {
      await renderHome({ rows: [] });
      expect(screen.getByRole('heading', { name: 'Nothing to watch here yet' })).toBeInTheDocument();
    });

    it('does not say so while a row still has something to show', async () => {
      await renderHome({ rows: [playlistRow('p01'), playlistRow('p02')], replies: { '/v2/playlists/p01': reply('p01', 0) } });
      await within(shelf('Row p02')).findByRole('link', { name: 'p02 item 1' });
      expect(screen.queryByRole('heading', { name: 'Nothing to watch here yet' })).not.toBeInTheDocument();
    });
  });
});
