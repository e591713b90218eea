import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentListReply, playlistReply } from './test/fixtures';
import { createFetchStub } from './test/fetchStub';
import { renderWithApp } from './test/renderWithApp';

const CONTENT = {
  '/v2/playlists/films001': playlistReply('films001', 'Films', [
    { mediaid: 'film0001', title: 'Harbour Lights' },
    { mediaid: 'show0001', title: 'The Lighthouse', contentType: 'series' },
  ]),
  '/v2/sites/site0001/content_lists/picks001': contentListReply('picks001', 'Staff picks', [{ mediaid: 'film0002', title: 'Low Tide' }]),
  '/v2/media/film0001': playlistReply('film0001', 'Harbour Lights', [{ mediaid: 'film0001', title: 'Harbour Lights' }]),
  '/apps/series/show0001': { series_id: 'show0001', title: 'The Lighthouse', episode_count: 3, seasons: [{ season_number: 1, episode_count: 3 }] },
};

const mainHeading = async (name: string | RegExp) => within(screen.getByRole('main')).findByRole('heading', { name, level: 1 });

describe('routes (spec 000 §2)', () => {
  it.each([
    ['/p/films001/films', 'Films'],
    ['/n/picks001/staff-picks', 'Staff picks'],
    ['/m/film0001/harbour-lights', 'Harbour Lights'],
    ['/s/show0001/the-lighthouse', 'The Lighthouse'],
    ['/q/', 'Search'],
    ['/q/lighthouse', 'Search'],
    ['/o/about', 'About'],
    ['/o/licenses', 'Open-source licenses'],
    ['/tv', 'Live guide'],
    ['/no/such/page', 'Not found'],
    ['/o/nothing', 'Not found'],
  ])('%s shows "%s"', async (path, heading) => {
    await renderWithApp({ path, fetch: createFetchStub(CONTENT) });
    expect(await mainHeading(heading)).toBeInTheDocument();
  });

  it('home lists the content rows, linking playlists and content lists', async () => {
    await renderWithApp({ path: '/' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Featured' })).toHaveAttribute('href', '/p/featured/featured');
    expect(within(main).getByRole('link', { name: 'Staff picks' })).toHaveAttribute('href', '/n/picks001/staff-picks');
  });

  it('the 404 page says that the page does not exist', async () => {
    await renderWithApp({ path: '/x' });
    expect(await mainHeading('Not found')).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('a playlist links its items to the page their contentType calls for, keeping the playlist', async () => {
    await renderWithApp({ path: '/p/films001/films', fetch: createFetchStub(CONTENT) });
    await mainHeading('Films');
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/m/film0001/harbour-lights?r=films001');
    expect(screen.getByRole('link', { name: 'The Lighthouse' })).toHaveAttribute('href', '/s/show0001/the-lighthouse?r=films001');
  });

  it('search shows the query from the path', async () => {
    await renderWithApp({ path: '/q/harbour%20lights' });
    await waitFor(() => expect(document.title).toContain('harbour lights'));
  });

  it.each(['/q/tide%0Afoo', '/q/tide%0Dfoo', '/q/tide%E2%80%A8foo'])('search takes a query with a line break in it (%s)', async (path) => {
    await renderWithApp({ path });
    expect(await mainHeading('Search')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/tide\sfoo/));
  });

  it.each([
    ['/p/missing1/x', 'Playlist not found'],
    ['/n/missing1/x', 'Playlist not found'],
    ['/m/missing1/x', 'Video not found'],
    ['/s/missing1/x', 'Video not found'], // a series 404 redirects to the media page
  ])('%s that does not exist shows "%s"', async (path, heading) => {
    await renderWithApp({ path, fetch: createFetchStub({}) });
    expect(await mainHeading(heading)).toBeInTheDocument();
  });

  it('a content failure other than "not found" shows the generic error', async () => {
    await renderWithApp({ path: '/p/films001/films', fetch: createFetchStub({ '/v2/playlists/films001': 403 }) });
    expect(await mainHeading('Something went wrong')).toBeInTheDocument();
  });

  it('the user area redirects home until the account screens exist', async () => {
    const { router } = await renderWithApp({ path: '/u/favorites' });
    await within(screen.getByRole('main')).findByRole('link', { name: 'Featured' });
    expect(router.state.location.pathname).toBe('/');
  });
});
