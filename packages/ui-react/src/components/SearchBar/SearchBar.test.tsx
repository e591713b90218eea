import { SEARCH_DEBOUNCE_MS } from '@ott/common';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { SearchBar } from './SearchBar';

const SEARCH_CONFIG = createTestConfig({ features: { searchPlaylist: 'searchpl' } });

/** The bar alone on every route, so the tests follow the URL it produces. */
async function renderBar(path = '/p/films001/films', config = SEARCH_CONFIG) {
  const result = await renderWithApp({ path, config, routes: [{ path: '*', element: <SearchBar /> }] });
  // From here on timeouts are fake and the debounce is advanced by hand. Events are fired
  // directly: Testing Library's user-event waits on timeouts of its own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const location = () => `${result.router.state.location.pathname}${result.router.state.location.search}`;
  return { ...result, location };
}

const click = (element: HTMLElement) => fireEvent.click(element);
/** Types into the field as the viewer would, one keystroke at a time. */
const type = (text: string) => {
  for (const character of text) fireEvent.change(input(), { target: { value: `${(input() as HTMLInputElement).value}${character}` } });
};
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

/** Lets the debounce run out (and the router settle). */
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

const openButton = () => screen.getByRole('button', { name: 'Search' });
/** Opens the bar from its button and lets the field's chunk arrive. */
const open = () =>
  act(async () => {
    fireEvent.click(openButton());
    await import('./SearchField');
  });
const input = () => screen.getByRole('searchbox', { name: 'Search for videos' });

describe('<SearchBar>', () => {
  afterEach(() => vi.useRealTimers());

  it('opens from the search button with focus in the field, inside a search landmark', async () => {
    await renderBar();
    expect(openButton()).not.toHaveAttribute('aria-expanded');
    await open();
    expect(screen.getByRole('search', { name: 'Search' })).toContainElement(input());
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('updates the route 350 ms after the last keystroke, replacing the results page while refining', async () => {
    const { router, location } = await renderBar();
    await open();
    type('har');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(location()).toBe('/p/films001/films');
    await wait(1);
    expect(location()).toBe('/q/har');
    expect(router.state.historyAction).toBe('PUSH');

    type('bour lights');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(location()).toBe('/q/harbour%20lights');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches at once on Enter', async () => {
    const { location } = await renderBar();
    await open();
    type('tide');
    fireEvent.submit(screen.getByRole('search'));
    await wait(0);
    expect(location()).toBe('/q/tide');
  });

  it('closes on Escape, resets the query and goes back to the page before search', async () => {
    const { location, services } = await renderBar('/p/films001/films?channel=x');
    await open();
    type('harbour');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(location()).toBe('/q/harbour');

    press('Escape');
    await wait(0);
    expect(location()).toBe('/p/films001/films?channel=x');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    expect(services.stores.ui.getState()).toMatchObject({ searchActive: false, searchQuery: '' });

    await open();
    expect(input()).toHaveValue('');
  });

  it('closes with the cancel button; a search that has not run yet is dropped', async () => {
    const { location } = await renderBar();
    await open();
    type('har');
    click(screen.getByRole('button', { name: 'Cancel' }));
    await wait(SEARCH_DEBOUNCE_MS);
    expect(location()).toBe('/p/films001/films');
    expect(openButton()).toHaveFocus();
  });

  it('empties the field with the clear button and keeps it open', async () => {
    const { location } = await renderBar();
    await open();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    type('harbour');
    await wait(SEARCH_DEBOUNCE_MS);

    click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await wait(SEARCH_DEBOUNCE_MS);
    expect(location()).toBe('/q/');
  });

  it('opens with the query of a results page reached by a link; leaving it goes home', async () => {
    const { location } = await renderBar('/q/harbour%20lights');
    expect(input()).toHaveValue('harbour lights');
    // Arriving by a link does not steal the focus.
    expect(input()).not.toHaveFocus();
    input().focus();
    press('Escape');
    await wait(0);
    expect(location()).toBe('/');
  });

  it('closes when the viewer leaves the results another way, e.g. for a result', async () => {
    const { router, services } = await renderBar();
    await open();
    fireEvent.change(input(), { target: { value: 'harbour' } });
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.change(input(), { target: { value: 'harbour l' } });

    await act(() => router.navigate('/m/film0001/low-tide'));
    await wait(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.pathname).toBe('/m/film0001/low-tide');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(services.stores.ui.getState()).toMatchObject({ searchActive: false, searchQuery: '' });
  });

  it('is hidden when the site has no search', async () => {
    await renderBar('/', createTestConfig({ features: {} }));
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
