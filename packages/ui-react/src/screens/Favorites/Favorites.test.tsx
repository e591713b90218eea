import { DIALOG_ANIMATION_MS, type MediaItem } from '@ott/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration } from '../../test/accountIntegration';
import { createFetchStub } from '../../test/fetchStub';
import { renderElementWithApp, setViewportWidth } from '../../test/renderWithApp';
import Favorites from './Favorites';

const item = (index: number): MediaItem => ({ mediaid: `fav0000${index}`, title: `Harbour film ${index}`, duration: 60, contentType: 'movie' });

/** The page as a logged-in user of a custom-API site sees it; the content host answers `fetch`. */
const renderPage = (fetch = createFetchStub({})) =>
  renderElementWithApp(<Favorites />, { config: createAuthTestConfig(), integrations: [fakeCustomIntegration(createFakeAccountService().service)], fetch });

async function renderFavorites(count: number, width = 1280) {
  setViewportWidth(width);
  const view = await renderPage();
  const store = view.services.stores.favorites;
  await waitFor(() => expect(store.getState().loadStatus).toBe('ready'));
  act(() => {
    // Added oldest first: the page lists the most recent first.
    for (let index = 1; index <= count; index += 1) store.getState().toggleFavorite(item(index));
  });
  return { ...view, store };
}

const grid = () => screen.getByRole('list');
const cardNames = () => within(grid()).getAllByRole('link').map((link) => link.textContent?.trim());

describe('favorites page (spec 000 §2 "Account pages")', () => {
  afterEach(() => {
    vi.useRealTimers();
    setViewportWidth(1024);
  });

  /** Lets the dialog's closing animation (300 ms) run out on fake timers. */
  const finishClosing = () => act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));

  it('has the title as its heading and in the tab title', async () => {
    await renderFavorites(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(document.title).toBe('Favorites - Harbour TV');
  });

  it('says so when there are no favorites, without a clear button', async () => {
    await renderFavorites(0);
    expect(screen.getByText('You have no favorites yet. Add videos with the heart button on their page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear favorites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the loading indicator until the favorites are loaded', async () => {
    const view = await renderPage(createFetchStub({ '/apps/watchlists/favlist1': () => new Promise<Response>(() => undefined) }));
    act(() => void view.services.stores.favorites.getState().restore([{ mediaid: 'slow0001' }], { syncTarget: async () => undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when the favorites could not be loaded', async () => {
    const view = await renderPage();
    // The content host answers 404 for the watchlist: the items cannot be resolved.
    await act(() => view.services.stores.favorites.getState().restore([{ mediaid: 'gone0001' }], { syncTarget: async () => undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your favorites could not be loaded.');
    expect(screen.queryByText(/You have no favorites yet/)).not.toBeInTheDocument();
  });

  it("never says \"no favorites\" when the account's list could not be fetched, and its retry loads them (issue 21)", async () => {
    const view = await renderPage(createFetchStub({ '/apps/watchlists/favlist1': () => Response.json({ playlist: [item(7)] }) }));
    const fetchList = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([{ mediaid: item(7).mediaid }]);
    await act(() => view.services.stores.favorites.getState().restore(fetchList, { syncTarget: async () => undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your favorites could not be loaded.');
    expect(screen.queryByText(/You have no favorites yet/)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames()).toEqual(['Harbour film 7']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when saving a favorite to the account failed, keeps it, and saves it on "Try again" once the retries are spent (issue 21)', async () => {
    const view = await renderPage();
    const store = view.services.stores.favorites;
    const save = vi.fn().mockRejectedValue(new Error('offline'));
    await act(() => store.getState().restore([], { syncTarget: save }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void store.getState().toggleFavorite(item(1)));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your favorites could not be saved. Trying again…'));
    expect(cardNames()).toEqual(['Harbour film 1']);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your favorites could not be saved.');
    save.mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save).toHaveBeenLastCalledWith([{ mediaid: item(1).mediaid }]);
  });

  it.each([
    [400, 2],
    [600, 3],
    [1280, 3],
  ])('at %i px shows the favorites as cards in %i columns, most recent first', async (width, columns) => {
    await renderFavorites(3, width);
    expect(grid().style.getPropertyValue('--ott-grid-columns')).toBe(String(columns));
    expect(cardNames()).toEqual(['Harbour film 3', 'Harbour film 2', 'Harbour film 1']);
  });

  it('asks before clearing: cancel keeps the favorites and gives focus back to the button', async () => {
    const { user, store } = await renderFavorites(2);
    const clear = screen.getByRole('button', { name: 'Clear favorites' });
    await user.click(clear);
    const dialog = screen.getByRole('dialog', { name: 'Clear all favorites?' });
    expect(within(dialog).getByText('Every video will be removed from your favorites. This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    vi.useFakeTimers();
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    expect(dialog.closest('.ott-dialog')).toHaveClass('ott-dialog--closing');
    finishClosing();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().items).toHaveLength(2);
    expect(clear).toHaveFocus();
  });

  it('clears all favorites once confirmed, then shows the empty message with focus on the title', async () => {
    const { user, store } = await renderFavorites(2);
    await user.click(screen.getByRole('button', { name: 'Clear favorites' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, clear them' }));
    expect(store.getState().items).toEqual([]);
    expect(screen.getByText('You have no favorites yet. Add videos with the heart button on their page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toHaveFocus();
  });

  it('closes the confirmation with Escape without clearing', async () => {
    const { user, store } = await renderFavorites(1);
    await user.click(screen.getByRole('button', { name: 'Clear favorites' }));
    vi.useFakeTimers();
    fireEvent.keyDown(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    finishClosing();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().items).toHaveLength(1);
  });
});
