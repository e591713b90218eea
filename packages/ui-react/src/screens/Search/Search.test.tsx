import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, createFetchStub, type StubReply } from '../../test/fetchStub';
import { createTestConfig, playlistReply } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';

const SEARCH_CONFIG = createTestConfig({ features: { searchPlaylist: 'searchpl' } });

const RESULTS = playlistReply('searchpl', 'Search', [
  { mediaid: 'film0001', title: 'Harbour Lights' },
  { mediaid: 'show0001', title: 'The Harbour Master', contentType: 'series' },
]);

async function renderSearch(path: string, replies: Record<string, StubReply>, config = SEARCH_CONFIG) {
  const fetch = createFetchStub(replies);
  return { fetch, rendered: await renderWithApp({ path, config, fetch }) };
}

const main = () => screen.getByRole('main');
const heading = (name: string, level = 2) => within(main()).findByRole('heading', { name, level });

describe('<Search>', () => {
  it('prompts to start typing when the query is empty', async () => {
    const { fetch } = await renderSearch('/q/', {});
    expect(await heading('Search', 1)).toBeInTheDocument();
    expect(within(main()).getByText('Start typing to search')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search - Harbour TV'));
    expect(callsTo(fetch, '/v2/playlists/searchpl')).toBe(0);
  });

  it('shows the results of the search playlist under a heading that counts them', async () => {
    const { fetch } = await renderSearch('/q/harbour', { '/v2/playlists/searchpl': RESULTS });
    expect(await heading('2 results for “harbour”')).toBeInTheDocument();
    const results = within(main()).getByRole('list');
    expect(within(results).getByRole('link', { name: /Harbour Lights/ })).toHaveAttribute('href', '/m/film0001/harbour-lights?r=searchpl');
    expect(within(results).getByRole('link', { name: /The Harbour Master/ })).toHaveAttribute('href', '/s/show0001/the-harbour-master?r=searchpl');
    await waitFor(() => expect(document.title).toBe('Search results for “harbour” - Harbour TV'));
    expect(within(main()).getByRole('status')).toHaveTextContent('2 results for “harbour”');

    const [input] = fetch.mock.calls.find(([url]) => new URL(url, 'http://x').pathname === '/v2/playlists/searchpl')!;
    expect(new URL(input, 'http://x').searchParams.get('search')).toBe('harbour');
  });

  it('counts a single result in the singular', async () => {
    await renderSearch('/q/lights', { '/v2/playlists/searchpl': playlistReply('searchpl', 'Search', [{ mediaid: 'film0001', title: 'Harbour Lights' }]) });
    expect(await heading('1 result for “lights”')).toBeInTheDocument();
  });

  it('uses the app-content search when the config enables it', async () => {
    const config = createTestConfig({ features: { searchPlaylist: 'searchpl', appContentSearch: true } });
    const { fetch } = await renderSearch('/q/harbour%20lights', { '/v2/sites/site0001/app_content/media/search': RESULTS }, config);
    expect(await heading('2 results for “harbour lights”')).toBeInTheDocument();
    const [input] = fetch.mock.calls.find(([url]) => new URL(url, 'http://x').pathname.endsWith('/app_content/media/search'))!;
    expect(new URL(input, 'http://x').searchParams.get('search_query')).toBe('harbour lights');
    expect(callsTo(fetch, '/v2/playlists/searchpl')).toBe(0);
    // Without a search playlist the result links carry no playlist.
    expect(within(main()).getByRole('link', { name: /Harbour Lights/ })).toHaveAttribute('href', '/m/film0001/harbour-lights');
  });

  it('shows a heading with the query and three tips when nothing is found', async () => {
    await renderSearch('/q/zebra', { '/v2/playlists/searchpl': playlistReply('searchpl', 'Search', []) });
    expect(await heading('No results found for “zebra”')).toBeInTheDocument();
    expect(within(main()).getByText('Suggestions:')).toBeInTheDocument();
    expect(
      within(main())
        .getAllByRole('listitem')
        .map((tip) => tip.textContent),
    ).toEqual(['Make sure all words are spelled correctly.', 'Try different keywords.', 'Try more general keywords.']);
  });

  it('shows the error heading, subheading and description when the search fails', async () => {
    await renderSearch('/q/harbour', { '/v2/playlists/searchpl': 400 });
    expect(await heading('Search is not available right now')).toBeInTheDocument();
    expect(within(main()).getByRole('alert')).toHaveTextContent('We could not load the search results.');
    expect(within(main()).getByRole('alert')).toHaveTextContent('Please try again in a moment. If the problem persists, contact support.');
  });

  it('shows the error when the site has no search', async () => {
    await renderSearch('/q/harbour', {}, createTestConfig({ features: {} }));
    expect(await heading('Search is not available right now')).toBeInTheDocument();
  });

  it('shows the loading indicator while searching', async () => {
    await renderSearch('/q/harbour', { '/v2/playlists/searchpl': () => new Promise<Response>(() => undefined) });
    await heading('Search', 1);
    expect(within(main()).getAllByRole('status').some((status) => status.textContent === 'Loading…')).toBe(true);
  });

  it('opens the header search with the query of the page', async () => {
    await renderSearch('/q/harbour%20lights', { '/v2/playlists/searchpl': RESULTS });
    await heading('2 results for “harbour lights”');
    expect(screen.getByRole('searchbox', { name: 'Search for videos' })).toHaveValue('harbour lights');
  });
});
