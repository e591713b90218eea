import { createTestConfig, playlistReply } from '../../test/fixtures';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, createFetchStub } from '../../test/fetchStub';
import { renderWithApp } from '../../test/renderWithApp';
import { MOVIE, SOURCE, TRAILER, mediaReply, playlistOf, type ItemInput } from './mediaTestFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../components/Player/Player', async () => (await import('./mediaTestFixtures')).playerMock());
vi.mock('../../components/FavoriteButton/FavoriteButton', async () => (await import('./mediaTestFixtures')).favoriteButtonMock());

// A busy machine renders the whole app slowly: wait longer than the 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });

// The screens are lazy chunks: loaded once here, so that the first test does not wait for the transform.
beforeAll(async () => {
  await import('./Media');
  await import('../Series/Series');
  await import('../About/About');
  await import('../LiveGuide/LiveGuide');
});

const HOUR = 60 * 60 * 1000;
const main = () => within(screen.getByRole('main'));
const heading = (name: string | RegExp) => main().findByRole('heading', { level: 1, name });

function renderMedia(path: string, replies: Record<string, unknown> = {}, options: Parameters<typeof renderWithApp>[0] = {}) {
  const fetch = createFetchStub({ '/v2/media/mvTide01': mediaReply(MOVIE), '/v2/media/trTide01': mediaReply(TRAILER), ...replies });
  return renderWithApp({ path, fetch, ...options }).then((result) => ({ ...result, fetch }));
}

const location = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

// For every describe: the live events' fake clock ran on into the tests after them.
afterEach(() => {
  vi.useRealTimers();
});

describe('Media screen: movie and common parts', () => {
  it('shows the hero, the metadata line, the details and the actions of a movie', async () => {
    await renderMedia('/m/mvTide01/the-long-tide');
    expect(await heading('The Long Tide')).toBeInTheDocument();
    expect(main().getByText('2021')).toBeInTheDocument();
    expect(main().getByText('1 h 32 min')).toBeInTheDocument();
    expect(main().getByText('12')).toBeInTheDocument();
    expect(main().getByText('Drama')).toBeInTheDocument();
    expect(main().getByText('A keeper’s daughter returns to the island.')).toBeInTheDocument();
    const details = main().getByText('Actors').closest('dl') as HTMLElement;
    expect(within(details).getByText('Actors').nextElementSibling).toHaveTextContent('Maren Holloway, Jonas Verbeek');
    expect(within(details).getByText('Directors').nextElementSibling).toHaveTextContent('Solveig Marr');
    expect(within(details).getByText('Audio languages').nextElementSibling).toHaveTextContent('English, German');
    expect(within(details).getByText('Subtitles').nextElementSibling).toHaveTextContent('Spanish');
    expect(main().getByRole('button', { name: 'Start watching' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Trailer' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(main().getByTestId('favorite')).toHaveAttribute('data-media-id', 'mvTide01');
  });

  it('plays with play=1 in the URL, and stops when the player closes', async () => {
    const { user, router } = await renderMedia('/m/mvTide01/the-long-tide?r=featured');
    await user.click(await main().findByRole('button', { name: 'Start watching' }));
    expect(location(router)).toBe('/m/mvTide01/the-long-tide?r=featured&play=1');
    const player = await screen.findByTestId('player');
    expect(player).toHaveAttribute('data-media-id', 'mvTide01');
    expect(player).toHaveAttribute('data-autoplay', 'true');
    expect(player).toHaveAttribute('data-feed-id', 'featured');
    await user.click(screen.getByRole('button', { name: 'Mock: close player' }));
    expect(location(router)).toBe('/m/mvTide01/the-long-tide?r=featured');
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('starts playing on arrival with play=1 (autoplay) in the cinema view', async () => {
    await renderMedia('/m/mvTide01/the-long-tide?play=1');
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'The Long Tide' })).toBeInTheDocument();
  });

  it('plays inside the page when the config asks for an inline player', async () => {
    await renderMedia('/m/mvTide01/the-long-tide?play=1', {}, { config: createTestConfig({ custom: { inlinePlayer: true } }) });
    expect(await main().findByTestId('player')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the trailer in a dialog that plays the trailer item', async () => {
    const { user } = await renderMedia('/m/mvTide01/the-long-tide');
    await user.click(await main().findByRole('button', { name: 'Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: The Long Tide' });
    expect(await within(dialog).findByTestId('player')).toHaveAttribute('data-media-id', 'trTide01');
    await user.click(within(dialog).getByRole('button', { name: 'Mock: playback complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the trailer dialog with its close button', async () => {
    const { user } = await renderMedia('/m/mvTide01/the-long-tide');
    const trailerButton = await main().findByRole('button', { name: 'Trailer' });
    await user.click(trailerButton);
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: The Long Tide' });
    await within(dialog).findByTestId('player');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trailerButton).toHaveFocus();
  });

  it('says when the trailer cannot be found', async () => {
    const { user } = await renderMedia('/m/mvTide01/the-long-tide', { '/v2/media/trTide01': 404 });
    await user.click(await main().findByRole('button', { name: 'Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: The Long Tide' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Video not found');
  });

  it('fixes a wrong slug, keeping the query', async () => {
    const { router } = await renderMedia('/m/mvTide01/wrong-title?r=featured&play=1');
    await heading('The Long Tide');
    await waitFor(() => expect(location(router)).toBe('/m/mvTide01/the-long-tide?r=featured&play=1'));
  });

  it('shows the recommendations shelf of the config’s recommendations playlist', async () => {
    const { fetch } = await renderMedia(
      '/m/mvTide01/the-long-tide',
      { '/v2/playlists/recs0001': playlistReply('recs0001', 'Recommendations', [{ mediaid: 'mvOther1', title: 'Salt and Static' }]) },
      { config: createTestConfig({ features: { recommendationsPlaylist: 'recs0001' } }) },
    );
    const shelf = await main().findByRole('heading', { name: 'Related videos' });
    expect(shelf).toBeInTheDocument();
    expect(await main().findByRole('link', { name: /Salt and Static/ })).toHaveAttribute('href', expect.stringContaining('/m/mvOther1/salt-and-static'));
    const url = new URL(fetch.mock.calls.find(([input]) => String(input).includes('recs0001'))![0]);
    expect(url.searchParams.get('related_media_id')).toBe('mvTide01');
  });

  it('shows no recommendations without a recommendations playlist', async () => {
    const { fetch } = await renderMedia('/m/mvTide01/the-long-tide');
    await heading('The Long Tide');
    expect(main().queryByRole('heading', { name: 'Related videos' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('related_media_id'))).toBe(false);
  });
});

describe('Media screen: errors', () => {
  it('says "Video not found" for an item that does not exist', async () => {
    await renderMedia('/m/missing1/x', { '/v2/media/missing1': 404 });
    expect(await heading('Video not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Video not found - Harbour TV'));
  });

  it('shows the generic error for another failure', async () => {
    await renderMedia('/m/broken01/x', { '/v2/media/broken01': 403 });
    expect(await heading('Something went wrong')).toBeInTheDocument();
  });
});

describe('Media screen choice by contentType', () => {
  it.each([
    ['a series goes to the series page, keeping r, e and play', { mediaid: 'srPatMkr', title: 'The Pattern Makers', contentType: 'series' }, '?r=featured&e=pm1e02ep&play=1', '/s/srPatMkr/the-pattern-makers?r=featured&e=pm1e02ep&play=1'],
    ['an episode goes to its series with its id', { mediaid: 'pm1e02ep', title: 'Tiles', contentType: 'episode', seriesId: 'srPatMkr' }, '?play=1', '/s/srPatMkr?e=pm1e02ep&play=1'],
    ['a live channel goes to the live guide', { mediaid: 'lcHarbr1', title: 'Brightwater One', contentType: 'livechannel' }, '', '/tv?channel=lcHarbr1'],
  ])('%s', async (_name, item, search, target) => {
    const { router } = await renderMedia(`/m/${item.mediaid}/x${search}`, { [`/v2/media/${item.mediaid}`]: mediaReply(item as ItemInput) });
    await waitFor(() => expect(location(router)).toBe(target));
  });

  it('looks up the series of an episode that does not name it', async () => {
    const episode = { mediaid: 'pm1e03ep', title: 'Bread', contentType: 'episode' };
    const { router } = await renderMedia('/m/pm1e03ep/bread', {
      '/v2/media/pm1e03ep': mediaReply(episode),
      '/apps/series': { pm1e03ep: [{ series_id: 'srPatMkr', episode_number: 3, season_number: 1 }] },
    });
    await waitFor(() => expect(location(router)).toBe('/s/srPatMkr?e=pm1e03ep'));
  });

  it('shows an episode that belongs to no series on its own', async () => {
    const episode = { mediaid: 'orphan01', title: 'Lost Episode', contentType: 'episode', sources: [SOURCE] };
    await renderMedia('/m/orphan01/lost-episode', { '/v2/media/orphan01': mediaReply(episode), '/apps/series': { orphan01: [] } });
    expect(await heading('Lost Episode')).toBeInTheDocument();
  });

  it('shows a series item itself when the series page found no series for it', async () => {
    const series = { mediaid: 'srGone01', title: 'Gone Series', contentType: 'series' };
    const { router } = await renderMedia('/s/srGone01/gone-series', { '/v2/media/srGone01': mediaReply(series), '/apps/series/srGone01': 404 });
    expect(await heading('Gone Series')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/srGone01/gone-series');
  });

  it('shows a page as markdown', async () => {
    const page = { mediaid: 'pgAbout1', title: 'About Brightwater', contentType: 'page', markdown: 'We are **small**.\n\n## What you will find' };
    await renderMedia('/m/pgAbout1/about-brightwater', { '/v2/media/pgAbout1': mediaReply(page) });
    expect(await heading('About Brightwater')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'What you will find' })).toBeInTheDocument();
    expect(main().getByText('small').tagName).toBe('STRONG');
  });

  it('shows a hub with a shelf per playlist of hubPlaylists', async () => {
    const hub = { mediaid: 'hbExplor', title: 'Explore Brightwater', contentType: 'hub', description: 'Start here.', hubPlaylists: 'newmovie, seriesal' };
    await renderMedia('/m/hbExplor/explore-brightwater', {
      '/v2/media/hbExplor': mediaReply(hub),
      '/v2/playlists/newmovie': playlistReply('newmovie', 'New films', [{ mediaid: 'mvTide01', title: 'The Long Tide' }]),
      '/v2/playlists/seriesal': 403,
    });
    expect(await heading('Explore Brightwater')).toBeInTheDocument();
    expect(main().getByText('Start here.')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'New films' })).toHaveAttribute('href', '/p/newmovie/new-films');
    expect(await main().findByText('Could not load items')).toBeInTheDocument();
  });

  it('shows the orchestra, venue, conductor, video director and period of a concert', async () => {
    const concert = {
      mediaid: 'ccHarb01', title: 'Autumn Serenades', contentType: 'concert', free: 'true', sources: [SOURCE],
      orchestra: 'Harbour Strings', venue: 'Old Customs Hall', conductor: 'Elske Marwood', videoDirector: 'Tomasz Reyl', period: 'Romantic',
    };
    await renderMedia('/m/ccHarb01/autumn-serenades', { '/v2/media/ccHarb01': mediaReply(concert) });
    await heading('Autumn Serenades');
    for (const [label, value] of [['Orchestra', 'Harbour Strings'], ['Venue', 'Old Customs Hall'], ['Conductor', 'Elske Marwood'], ['Video director', 'Tomasz Reyl'], ['Period', 'Romantic']]) {
      expect(main().getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('shows the author, illustrator, publisher, reader and purchase link of a reading', async () => {
    const reading = {
      mediaid: 'rdFox001', title: 'The Fox Who Counted Stars', contentType: 'reading', free: 'true', sources: [SOURCE],
      author: 'Imogen Tally', illustrator: 'Bram Oosting', publisher: 'Little Harbour Press', reader: 'Ottilie Marsh',
      purchase_link_url: 'https://example.org/books/fox', purchase_link_display: 'Buy the book', copyright: '© 2021 Little Harbour Press',
    };
    await renderMedia('/m/rdFox001/the-fox-who-counted-stars', { '/v2/media/rdFox001': mediaReply(reading) });
    await heading('The Fox Who Counted Stars');
    for (const [label, value] of [['Author', 'Imogen Tally'], ['Illustrator', 'Bram Oosting'], ['Publisher', 'Little Harbour Press'], ['Read by', 'Ottilie Marsh']]) {
      expect(main().getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(main().getByRole('link', { name: 'Buy the book' })).toHaveAttribute('href', 'https://example.org/books/fox');
    expect(main().getByText('© 2021 Little Harbour Press')).toBeInTheDocument();
  });

  it('lists the readings of a reading series and plays the first one', async () => {
    const series = { mediaid: 'rsLantrn', title: 'Story Lantern Tales', contentType: 'reading_series', free: 'true', seriesPlaylistId: 'lanterns' };
    const { user, router } = await renderMedia('/m/rsLantrn/story-lantern-tales', {
      '/v2/media/rsLantrn': mediaReply(series),
      '/v2/playlists/lanterns': playlistOf('lanterns', 'Lanterns', [
        { mediaid: 'rdFox001', title: 'The Fox Who Counted Stars', contentType: 'reading', sources: [SOURCE] },
        { mediaid: 'rdOwl001', title: 'Owl’s Night Library', contentType: 'reading', sources: [SOURCE] },
      ]),
    });
    await heading('Story Lantern Tales');
    expect(main().getByRole('heading', { level: 2, name: 'Stories' })).toBeInTheDocument();
    expect(await main().findByRole('link', { name: /Owl’s Night Library/ })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Start watching' }));
    expect(location(router)).toBe('/m/rdFox001/the-fox-who-counted-stars?r=lanterns&play=1');
  });

  it('shows any other contentType (a trailer) on the generic screen', async () => {
    await renderMedia('/m/trTide01/the-long-tide-trailer');
    expect(await heading('The Long Tide: Trailer')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Start watching' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Trailer' })).not.toBeInTheDocument();
  });
});

describe('Media screen: live events', () => {
  const event = (state: string, startOffset: number, sources = [SOURCE]) => ({
    mediaid: 'leFest01',
    title: 'Harbour Festival',
    contentType: 'liveevent',
    free: 'true',
    sources,
    'VCH.EventState': state,
    'VCH.ScheduledStart': new Date(Date.now() + startOffset).toISOString(),
    'VCH.ScheduledEnd': new Date(Date.now() + startOffset + 2 * HOUR).toISOString(),
  });

  it('says when a scheduled event starts and offers no play button', async () => {
    const item = event('PRE_LIVE', 2 * HOUR);
    await renderMedia('/m/leFest01/harbour-festival', { '/v2/media/leFest01': mediaReply(item) });
    await heading('Harbour Festival');
    const start = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item['VCH.ScheduledStart']));
    expect(main().getByText(`Starts ${start}`)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Start watching' })).not.toBeInTheDocument();
    expect(main().queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('offers no play button and no player for a film with nothing to play, even with play=1', async () => {
    await renderMedia('/m/mvTide01/the-long-tide?play=1', { '/v2/media/mvTide01': mediaReply({ ...MOVIE, sources: [] }) });
    await heading('The Long Tide');
    expect(main().queryByRole('button', { name: 'Start watching' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('tags a live event LIVE and plays its stream', async () => {
    const { user } = await renderMedia('/m/leFest01/harbour-festival', { '/v2/media/leFest01': mediaReply(event('LIVE_PUBLISHED', -HOUR)) });
    await heading('Harbour Festival');
    expect(main().getByText('LIVE')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Start watching' }));
    expect(await screen.findByTestId('player')).toHaveAttribute('data-media-id', 'leFest01');
  });

  it('plays the recording of an event that is over, without the LIVE tag', async () => {
    await renderMedia('/m/leFest01/harbour-festival', { '/v2/media/leFest01': mediaReply(event('VOD_PUBLIC', -5 * HOUR)) });
    await heading('Harbour Festival');
    expect(main().queryByText('LIVE')).not.toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Start watching' })).toBeInTheDocument();
  });

  it('refetches a scheduled event every 30 s and shows it live once it started', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state = 'PRE_LIVE';
    const fetch = createFetchStub({ '/v2/media/leFest01': () => Response.json(mediaReply(event(state, state === 'PRE_LIVE' ? HOUR : -1))) });
    await renderWithApp({ path: '/m/leFest01/harbour-festival', fetch });
    await heading('Harbour Festival');
    expect(main().queryByText('LIVE')).not.toBeInTheDocument();
    state = 'LIVE_PUBLISHED';
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await main().findByText('LIVE')).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/media/leFest01')).toBe(2);
  });
});

describe('Media screen: play button per access model', () => {
  const PAID: ItemInput = { ...MOVIE, free: undefined, productIds: undefined };
  const customer = { id: 'user0001', email: 'viewer@example.org', metadata: {} };

  it.each([
    ['AVOD, free item: start watching', 'AVOD', MOVIE, false, null, 'Start watching', null],
    ['AVOD, item with offers: hidden', 'AVOD', { ...PAID, productIds: 'cleeng:S123' }, false, null, null, null],
    ['AUTHVOD, visitor: sign up', 'AUTHVOD', PAID, false, null, 'Sign up to start watching', 'create-account'],
    ['AUTHVOD, visitor, item with offers: buy, through login', 'AUTHVOD', { ...PAID, productIds: 'cleeng:S123' }, false, null, 'Buy', 'login'],
    ['AUTHVOD, logged in: start watching', 'AUTHVOD', PAID, true, null, 'Start watching', null],
    ['SVOD, logged in without subscription: complete your subscription', 'SVOD', PAID, true, null, 'Complete your subscription', 'choose-offer'],
    ['SVOD, subscribed: start watching', 'SVOD', PAID, true, 'active', 'Start watching', null],
  ] as const)('%s', async (_name, accessModel, item, loggedIn, subscriptionStatus, label, overlay) => {
    const { user, router, services } = await renderMedia('/m/mvTide01/the-long-tide', { '/v2/media/mvTide01': mediaReply(item) });
    act(() => {
      services.stores.site.getState().setAccessModel(accessModel);
      if (loggedIn) services.stores.account.setState({ user: customer });
      if (subscriptionStatus) services.stores.account.setState({ subscription: { subscriptionId: 1, offerId: 'S123', status: subscriptionStatus, expiresAt: 0 } as never });
    });
    await heading('The Long Tide');
    const buttons = ['Start watching', 'Continue watching', 'Buy', 'Sign up to start watching', 'Complete your subscription'];
    const shown = buttons.filter((name) => main().queryByRole('button', { name: new RegExp(`^${name}`) }));
    expect(shown).toEqual(label ? [label] : []);
    if (!label) return;
    await user.click(main().getByRole('button', { name: new RegExp(`^${label}`) }));
    if (overlay) {
      expect(router.state.location.search).toBe(`?u=${overlay}`);
      expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    } else expect(await screen.findByTestId('player')).toBeInTheDocument();
  });

  it('says "Continue watching" with the saved progress', async () => {
    const { services } = await renderMedia('/m/mvTide01/the-long-tide');
    await heading('The Long Tide');
    act(() => services.stores.watchHistory.getState().saveItem(MOVIE as never, 0.4));
    expect(main().getByRole('button', { name: 'Continue watching 40% watched' })).toBeInTheDocument();
  });
});

describe('Media screen: document head', () => {
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const jsonLd = () => JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null;

  it('sets the title, the Open Graph tags and a VideoObject, and removes them when the screen goes', async () => {
    // The site's own description, as the app sets it at startup.
    const siteDescription = Object.assign(document.createElement('meta'), { name: 'description', content: 'Films and series from the harbour.' });
    document.head.append(siteDescription);
    const { router } = await renderMedia('/m/mvTide01/the-long-tide');
    await heading('The Long Tide');
    await waitFor(() => expect(document.title).toBe('The Long Tide - Harbour TV'));
    expect(meta('description')).toBe('A keeper’s daughter returns to the island.');
    expect(meta('og:title')).toBe('The Long Tide');
    expect(meta('og:type')).toBe('video.movie');
    expect(meta('og:url')).toBe(`${window.location.origin}/m/mvTide01/the-long-tide`);
    expect(meta('og:image')).toBe('http://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=720');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['720', '406']);
    expect([meta('og:video'), meta('og:video:width'), meta('og:video:height')]).toEqual([SOURCE.file, '1280', '720']);
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': `${window.location.origin}/m/mvTide01/the-long-tide`,
      name: 'The Long Tide',
      description: 'A keeper’s daughter returns to the island.',
      thumbnailUrl: 'http://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=720',
      uploadDate: '2023-11-14T22:13:20.000Z',
      duration: 'PT1H32M',
      contentUrl: SOURCE.file,
      embedUrl: `${window.location.origin}/m/mvTide01/the-long-tide`,
    });

    await act(() => router.navigate('/o/about'));
    await main().findByRole('heading', { level: 1, name: 'About' });
    // Effects of a screen that is gone are cleaned up right after the next screen is shown.
    await waitFor(() => expect(meta('og:title')).toBeUndefined());
    expect(jsonLd()).toBeNull();
    expect(meta('description')).toBe('Films and series from the harbour.');
    siteDescription.remove();
  });

  it('describes a page as an article, without video tags or JSON-LD', async () => {
    const page = { mediaid: 'pgAbout1', title: 'About Brightwater', contentType: 'page', description: 'Who we are.', markdown: 'Hello' };
    await renderMedia('/m/pgAbout1/about-brightwater', { '/v2/media/pgAbout1': mediaReply(page) });
    await heading('About Brightwater');
    await waitFor(() => expect(meta('og:type')).toBe('article'));
    expect(meta('og:video')).toBeUndefined();
    expect(jsonLd()).toBeNull();
  });
});
