import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { SearchBar } from './SearchBar';

// The field's chunk cannot be loaded: offline, or a newer deploy removed it.
vi.mock('./SearchField', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('<SearchBar> without its field chunk', () => {
  it('keeps the page and the search button, and closes the search', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = createTestConfig({ features: { searchPlaylist: 'searchpl' } });
    const { services } = await renderWithApp({ path: '/p/films001/films', config, routes: [{ path: '*', element: <main>Films page<SearchBar /></main> }] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Films page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(services.stores.ui.getState().searchActive).toBe(false);
  });
});
