import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestConfig, playlistReply } from '../../test/fixtures';
import { callsTo, createFetchStub } from '../../test/fetchStub';
import { renderWithApp } from '../../test/renderWithApp';
import { SOURCE, mediaReply, type ItemInput } from '../Media/mediaTestFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../components/Player/Player', async () => (await import('../Media/mediaTestFixtures')).playerMock());
vi.mock('../../components/FavoriteButton/FavoriteButton', async () => (await import('../Media/mediaTestFixtures')).favoriteButtonMock());

// A busy machine renders the whole app slowly: wait longer than the 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });

// The screens are lazy chunks: loaded once here, so that the first test does not wait for the transform.
beforeAll(async () => {
  await import('./Series');
  await import('../Media/Media');
  await import('../About/About');
});

const HOUR = 60 * 60 * 1000;
const SEASON_SIZES = { 1: 26, 2: 8 } as Record<number, number>;
const episodeId = (season: number, number: number) => `pm${season}e${String(number).padStart(2, '0')}ep`;
const episodeItem = (season: number, number: number, extra: Partial<ItemInput> = {}): ItemInput => ({
  mediaid: episodeId(season, number),
  title: `Maker ${season}.${number}`,
  description: `Episode ${number} of season ${season}.`,
  contentType: 'episode',
  seriesId: 'srPatMkr',
  seasonNumber: season,
  episodeNumber: number,
  duration: 1500,
  free: 'true',
  sources: [SOURCE],
  ...extra,
});

const SERIES_ITEM: ItemInput = {
  mediaid: 'srPatMkr',
  title: 'The Pattern Makers',
  description: 'People who make patterns.',
  contentType: 'series',
  genre: 'Documentary',
  rating: 'PG',
  year: '2022',
  directors: 'Hanne Brask',
  trailerId: 'trPatMk1',
  cardImage: 'http://content.test/v2/media/srPatMkr/images/card.webp?poster_fallback=1&width=640',
};
const SERIES = {
  series_id: 'srPatMkr',
  title: 'The Pattern Makers',
  episode_count: 34,
  seasons: [
    { season_number: 1, season_title: 'Season 1', episode_count: 26 },
    { season_number: 2, season_title: 'Season 2', episode_count: 8 },
  ],
};

/** One page of a season, as `/apps/series/{id}/seasons/{n}/episodes` answers it (0-based page_offset, 1-based page). */
function seasonPage(season: number, url: URL, overrides: (number: number) => Partial<ItemInput> = () => ({})) {
  const offset = Number(url.searchParams.get('page_offset') ?? 0);
  const limit = Number(url.searchParams.get('page_limit') ?? 20);
  const total = SEASON_SIZES[season]!;
  const numbers = Array.from({ length: total }, (_, index) => index + 1).slice(offset * limit, (offset + 1) * limit);
  return Response.json({
    episodes: numbers.map((number) => ({ episode_number: number, season_number: season, media_item: episodeItem(season, number, overrides(number)) })),
    page: offset + 1,
    page_limit: limit,
    total,
  });
}

function content(extra: Record<string, unknown> = {}) {
  const replies: Record<string, unknown> = {
    '/apps/series/srPatMkr': SERIES,
    '/v2/media/srPatMkr': mediaReply(SERIES_ITEM),
    '/v2/media/trPatMk1': mediaReply({ mediaid: 'trPatMk1', title: 'The Pattern Makers: Trailer', contentType: 'trailer', sources: [SOURCE] }),
    '/apps/series/srPatMkr/seasons/1/episodes': (url: URL) => seasonPage(1, url),
    '/apps/series/srPatMkr/seasons/2/episodes': (url: URL) => seasonPage(2, url),
  };
  for (const season of [1, 2]) for (let number = 1; number <= SEASON_SIZES[season]!; number += 1) replies[`/v2/media/${episodeId(season, number)}`] = mediaReply(episodeItem(season, number));
  return createFetchStub({ ...replies, ...extra });
}

const main = () => within(screen.getByRole('main'));
const location = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;
const episodeLinks = () => main().getAllByRole('link').filter((link) => link.classList.contains('ott-episode-row__link'));

async function renderSeries(path: string, fetch = content(), options: Parameters<typeof renderWithApp>[0] = {}) {
  const result = await renderWithApp({ path, fetch, ...options });
  return { ...result, fetch };
}

describe('Series screen: choosing the episode', () => {
  it('moves to the first episode when none is chosen', async () => {
    const { router } = await renderSeries('/s/srPatMkr/the-pattern-makers?r=seriesal');
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?r=seriesal&e=pm1e01ep'));
    expect(await main().findByText('Maker 1.1', { selector: '.ott-series-screen__episode-title' })).toBeInTheDocument();
  });

  it('moves to the episode to resume from the watch history, keeping play', async () => {
    const fetch = content();
    const { router, services } = await renderSeries('/o/about', fetch);
    act(() => services.stores.watchHistory.getState().saveItem(episodeItem(2, 3) as never, 0.5));
    await act(() => router.navigate('/s/srPatMkr/the-pattern-makers?play=1'));
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm2e03ep&play=1'));
    expect(await main().findByRole('button', { name: 'Continue watching 50% watched' })).toBeInTheDocument();
    expect(await screen.findByTestId('player')).toHaveAttribute('data-media-id', 'pm2e03ep');
    // The list opens on the season of the shown episode.
    expect(main().getByRole('combobox', { name: 'Season' })).toHaveValue('2');
  });

  it('fixes the slug of the series, keeping the query', async () => {
    const { router } = await renderSeries('/s/srPatMkr/x?e=pm1e02ep');
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm1e02ep'));
  });

  it('goes back to the series when the episode does not exist', async () => {
    const { router } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=missing1');
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm1e01ep'));
  });

  it('stays on the series when its first episode cannot be found either, instead of going round in circles', async () => {
    const { router, fetch } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e01ep', content({ '/v2/media/pm1e01ep': 404 }));
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers'));
    await waitFor(() => expect(episodeLinks()).toHaveLength(20));
    expect(main().getByRole('heading', { level: 1, name: 'The Pattern Makers' })).toBeInTheDocument();
    expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers');
    expect(callsTo(fetch, '/v2/media/pm1e01ep')).toBe(1);
  });
});

describe('Series screen: hero, seasons and episodes', () => {
  it('shows the series title, the shown episode and its actions', async () => {
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
    expect(await main().findByRole('heading', { level: 1, name: 'The Pattern Makers' })).toBeInTheDocument();
    expect(await main().findByText('S1:E2')).toBeInTheDocument();
    expect(main().getByText('Maker 1.2', { selector: '.ott-series-screen__episode-title' })).toBeInTheDocument();
    expect(main().getByText('Episode 2 of season 1.', { selector: '.ott-media-hero *' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Start watching' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Trailer' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(main().getByTestId('favorite')).toHaveAttribute('data-media-id', 'pm1e02ep');
  });

  it('lists 20 episodes, loads the next 20 with "Load more" and moves focus to the first new one', async () => {
    const { user, fetch } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep&r=seriesal');
    await waitFor(() => expect(episodeLinks()).toHaveLength(20));
    const current = episodeLinks()[1]!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAttribute('href', '/s/srPatMkr/the-pattern-makers?r=seriesal&e=pm1e02ep');
    const row = current.closest('li') as HTMLElement;
    expect(within(row).getByText('S1:E2')).toBeInTheDocument();
    expect(within(row).getByText('25 min')).toBeInTheDocument();
    expect(within(row).getByText('Episode 2 of season 1.')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Load more episodes' }));
    await waitFor(() => expect(episodeLinks()).toHaveLength(26));
    await waitFor(() => expect(episodeLinks()[20]).toHaveFocus());
    expect(main().queryByRole('button', { name: 'Load more episodes' })).not.toBeInTheDocument();
    const pages = fetch.mock.calls.map(([input]) => new URL(input)).filter((url) => url.pathname.endsWith('/seasons/1/episodes'));
    expect(pages.map((url) => [url.searchParams.get('page_offset'), url.searchParams.get('page_limit')])).toEqual([
      ['0', '20'],
      ['1', '20'],
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe(target: Element) {
          observers.at(-1)!.target = target;
        }
        disconnect() {}
      },
    );
    try {
      await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
      await waitFor(() => expect(episodeLinks()).toHaveLength(20));
      const observer = observers.at(-1)!;
      act(() => observer.callback([{ isIntersecting: true, target: observer.target! } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(episodeLinks()).toHaveLength(26));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('switches season with the season filter', async () => {
    const { user } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
    const filter = await main().findByRole('combobox', { name: 'Season' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Season 1', 'Season 2']);
    await user.selectOptions(filter, '2');
    await waitFor(() => expect(episodeLinks()).toHaveLength(8));
    expect(episodeLinks()[0]).toHaveTextContent('Maker 2.1');
    // The hero keeps the shown episode.
    expect(main().getByText('Maker 1.2', { selector: '.ott-series-screen__episode-title' })).toBeInTheDocument();
  });

  it('lists all episodes of a series without seasons, with no season filter', async () => {
    const fetch = content({
      '/apps/series/srPatMkr': { ...SERIES, seasons: [], episode_count: 2 },
      '/apps/series/srPatMkr/episodes': {
        episodes: [
          { episode_number: 1, media_item: episodeItem(0, 1, { seasonNumber: undefined }) },
          { episode_number: 2, media_item: episodeItem(0, 2, { seasonNumber: undefined }) },
        ],
        page: 1, page_limit: 20, total: 2,
      },
      '/v2/media/pm0e01ep': mediaReply(episodeItem(0, 1, { seasonNumber: undefined })),
    });
    const { router } = await renderSeries('/s/srPatMkr/the-pattern-makers', fetch);
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm0e01ep'));
    await waitFor(() => expect(episodeLinks()).toHaveLength(2));
    expect(main().getAllByText('Episode 1').length).toBeGreaterThan(0);
    expect(main().queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Load more episodes' })).not.toBeInTheDocument();
  });

  it('says so when the episodes cannot be loaded', async () => {
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep', content({ '/apps/series/srPatMkr/seasons/1/episodes': 403 }));
    expect(await main().findByRole('alert')).toHaveTextContent('Could not load items');
  });

  it('shows the series metadata in the About tab, reached with the arrow keys', async () => {
    const { user } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
    const episodesTab = await main().findByRole('tab', { name: 'Episodes' });
    expect(episodesTab).toHaveAttribute('aria-selected', 'true');
    episodesTab.focus();
    await user.keyboard('{ArrowRight}');
    const aboutTab = main().getByRole('tab', { name: 'About' });
    expect(aboutTab).toHaveFocus();
    expect(aboutTab).toHaveAttribute('aria-selected', 'true');
    const panel = main().getByRole('tabpanel', { name: 'About' });
    expect(within(panel).getByText('People who make patterns.')).toBeInTheDocument();
    expect(within(panel).getByText('Seasons').nextElementSibling).toHaveTextContent('2 seasons');
    expect(within(panel).getByText('Episodes').nextElementSibling).toHaveTextContent('34 episodes');
    expect(within(panel).getByText('Genre').nextElementSibling).toHaveTextContent('Documentary');
    expect(within(panel).getByText('Directors').nextElementSibling).toHaveTextContent('Hanne Brask');
    await user.keyboard('{Home}');
    expect(main().getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('plays the series trailer in a dialog', async () => {
    const { user } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
    await user.click(await main().findByRole('button', { name: 'Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: The Pattern Makers' });
    expect(await within(dialog).findByTestId('player')).toHaveAttribute('data-media-id', 'trPatMk1');
  });

  it('shows the recommendations for the series', async () => {
    const fetch = content({ '/v2/playlists/recs0001': playlistReply('recs0001', 'Recommendations', [{ mediaid: 'srHarbLt', title: 'Harbour Lights', contentType: 'series' }]) });
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep', fetch, { config: createTestConfig({ features: { recommendationsPlaylist: 'recs0001' } }) });
    expect(await main().findByRole('heading', { name: 'Related videos' })).toBeInTheDocument();
    expect(await main().findByRole('link', { name: /Harbour Lights/ })).toHaveAttribute('href', expect.stringContaining('/s/srHarbLt/harbour-lights'));
  });
});

describe('Series screen: playback', () => {
  it('plays the next episode when one ends', async () => {
    const fetch = content({
      '/apps/series/srPatMkr/episodes': (url: URL) =>
        Response.json({ episodes: [{ episode_number: 3, season_number: 1, media_item: episodeItem(1, 3) }], page: 1, page_limit: Number(url.searchParams.get('page_limit')), total: 1 }),
    });
    const { user, router } = await renderSeries('/s/srPatMkr/the-pattern-makers?r=seriesal&e=pm1e02ep&play=1', fetch);
    expect(await screen.findByTestId('player')).toHaveAttribute('data-media-id', 'pm1e02ep');
    await user.click(screen.getByRole('button', { name: 'Mock: playback complete' }));
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?r=seriesal&e=pm1e03ep&play=1'));
    await waitFor(() => expect(screen.getByTestId('player')).toHaveAttribute('data-media-id', 'pm1e03ep'));
    const next = fetch.mock.calls.map(([input]) => new URL(input)).find((url) => url.pathname === '/apps/series/srPatMkr/episodes')!;
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ after_id: 'pm1e02ep', page_limit: '1' });
  });

  it('does not play a next episode that is scheduled, and closes the player', async () => {
    const scheduled = episodeItem(1, 3, {
      'VCH.EventState': 'PRE_LIVE',
      'VCH.ScheduledStart': new Date(Date.now() + HOUR).toISOString(),
      'VCH.ScheduledEnd': new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const fetch = content({
      '/apps/series/srPatMkr/episodes': { episodes: [{ episode_number: 3, season_number: 1, media_item: scheduled }], page: 1, page_limit: 1, total: 1 },
    });
    const { user, router } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep&play=1', fetch);
    await user.click(await screen.findByRole('button', { name: 'Mock: playback complete' }));
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm1e02ep'));
    await waitFor(() => expect(screen.queryByTestId('player')).not.toBeInTheDocument());
  });

  it.each([
    ['scheduled', { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': new Date(Date.now() + HOUR).toISOString() }],
    ['without a source', { sources: [] }],
  ])('offers no play button and no player for an episode %s, even with play=1', async (_case, extra) => {
    const fetch = content({ '/v2/media/pm1e02ep': mediaReply(episodeItem(1, 2, extra)) });
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep&play=1', fetch);
    expect(await main().findByText('Maker 1.2', { selector: '.ott-series-screen__episode-title' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Start watching' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('closes the player after the last episode', async () => {
    const fetch = content({ '/apps/series/srPatMkr/episodes': { episodes: [], page: 1, page_limit: 1, total: 0 } });
    const { user, router } = await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm2e08ep&play=1', fetch);
    await user.click(await screen.findByRole('button', { name: 'Mock: playback complete' }));
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr/the-pattern-makers?e=pm2e08ep'));
    await waitFor(() => expect(screen.queryByTestId('player')).not.toBeInTheDocument());
  });
});

describe('Series screen: errors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a series that does not exist to the media page of its id, without retrying', async () => {
    const fetch = content({ '/apps/series/srPatMkr': 404 });
    const { router } = await renderSeries('/s/srPatMkr/the-pattern-makers', fetch);
    // The media page shows the item itself rather than sending it back here.
    expect(await main().findByRole('heading', { level: 1, name: 'The Pattern Makers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/srPatMkr/the-pattern-makers');
    expect(callsTo(fetch, '/apps/series/srPatMkr')).toBe(1);
  });

  it('shows series_error for another failure, after 2 retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = content({ '/apps/series/srPatMkr': 500 });
    await renderSeries('/s/srPatMkr/the-pattern-makers', fetch);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await main().findByRole('heading', { level: 1, name: 'This series could not be loaded' })).toBeInTheDocument();
    expect(callsTo(fetch, '/apps/series/srPatMkr')).toBe(3);
  });
});

describe('Series screen: document head', () => {
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

  it('describes the shown episode and the series (TVSeries with its seasons and episodes)', async () => {
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep');
    await main().findByText('S1:E2');
    await waitFor(() => expect(meta('og:type')).toBe('video.episode'));
    await waitFor(() => expect(document.title).toBe('The Pattern Makers - Harbour TV'));
    expect(meta('og:title')).toBe('Maker 1.2 - The Pattern Makers');
    expect(meta('og:url')).toBe(`${window.location.origin}/s/srPatMkr/the-pattern-makers?e=pm1e02ep`);
    const [series, episode] = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>[];
    expect(series).toMatchObject({ '@type': 'TVSeries', name: 'The Pattern Makers', numberOfSeasons: 2, numberOfEpisodes: 34 });
    expect(episode).toMatchObject({ '@type': 'VideoObject', name: 'Maker 1.2', duration: 'PT25M' });
  });
});

describe('Series screen: keyboard on the episode list', () => {
  it('keeps "Load more" reachable while the next page loads', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = content({
      '/apps/series/srPatMkr/seasons/1/episodes': async (url: URL) => {
        if (url.searchParams.get('page_offset') === '1') await slow;
        return seasonPage(1, url);
      },
    });
    await renderSeries('/s/srPatMkr/the-pattern-makers?e=pm1e02ep', fetch);
    const button = await main().findByRole('button', { name: 'Load more episodes' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(button);
    release();
    await waitFor(() => expect(episodeLinks()).toHaveLength(26));
    expect(fetch.mock.calls.filter(([input]) => new URL(input).searchParams.get('page_offset') === '1')).toHaveLength(1);
  });
});
