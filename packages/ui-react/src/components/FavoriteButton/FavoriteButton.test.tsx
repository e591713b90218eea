import { LIST_LIMIT_DEFAULT } from '@ott/common';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchStub } from '../../test/fetchStub';
import { createTestConfig } from '../../test/fixtures';
import { renderElementWithApp } from '../../test/renderWithApp';
import { mediaItem, mediaItems } from '../Card/mediaFixtures';
import { FavoriteButton } from './FavoriteButton';
import { ListStorageNotice } from './ListStorageNotice';

const ITEM = mediaItem('mv01', { title: 'Rule 110' });

async function renderButton(element = <FavoriteButton item={ITEM} />) {
  const rendered = await renderElementWithApp(element);
  await act(() => rendered.services.stores.favorites.getState().hydrate());
  const stored = () => rendered.services.storage.readText('favorites');
  return { ...rendered, stored };
}

describe('FavoriteButton', () => {
  it('adds the item to the favorites and removes it again, saving the list', async () => {
    const { user, stored, services } = await renderButton();
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(services.stores.favorites.getState().items.map((favorite) => favorite.mediaid)).toEqual(['mv01']);
    expect(stored()).toEqual({ status: 'value', value: '[{"mediaid":"mv01"}]' });

    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual({ status: 'value', value: '[]' });
  });

  it('keeps its label as the accessible name when only the heart is shown', async () => {
    await renderButton(<FavoriteButton item={ITEM} showLabel={false} />);
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(screen.queryByText('Add to favorites')).not.toBeInTheDocument();
  });

  it('is not there for a viewer-token user (000 §6: no favorites)', async () => {
    const { services } = await renderButton();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    act(() => services.stores.account.getState().setSession({ user: { id: 'card-2000', email: '', metadata: {} } }));
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderElementWithApp(<FavoriteButton item={ITEM} />, { language: 'fr' });
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  });

  describe('when the list is full', () => {
    async function renderFull() {
      const rendered = await renderButton();
      act(() => mediaItems(LIST_LIMIT_DEFAULT, 'f').forEach((item) => rendered.services.stores.favorites.getState().toggleFavorite(item)));
      await rendered.user.click(screen.getByRole('button', { name: 'Add to favorites' }));
      return rendered;
    }

    it('adds nothing and warns with the limit', async () => {
      const { services } = await renderFull();
      expect(screen.getByRole('alert')).toHaveTextContent('You can keep up to 48 favorites. Remove one before adding another.');
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
      expect(services.stores.favorites.getState().items).toHaveLength(LIST_LIMIT_DEFAULT);
    });

    it('closes the warning with its button', async () => {
      const { user, services } = await renderFull();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(services.stores.favorites.getState().warning).toBeNull();
    });

    it('closes the warning with Escape, keeping focus on the button', async () => {
      const { user } = await renderFull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveFocus();
    });

    it('still removes a favorite, which clears the warning', async () => {
      const { user, services } = await renderFull();
      act(() => {
        services.stores.favorites.getState().toggleFavorite(mediaItem('f001'));
      });
      await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    });
  });

  describe('with corrupted stored favorites', () => {
    it('says that changes are not saved and offers a reset that saves them again', async () => {
      const rendered = await renderElementWithApp(<FavoriteButton item={ITEM} />);
      rendered.services.storage.writeText('favorites', '[{"mediaid":');
      await act(() => rendered.services.stores.favorites.getState().hydrate());
      const stored = () => rendered.services.storage.readText('favorites');

      expect(await screen.findByRole('status')).toHaveTextContent('Your saved favorites could not be read, so changes to them are not being saved.');
      await rendered.user.click(screen.getByRole('button', { name: 'Add to favorites' }));
      expect(stored()).toEqual({ status: 'value', value: '[{"mediaid":' });

      await rendered.user.click(screen.getByRole('button', { name: 'Reset favorites' }));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(stored()).toEqual({ status: 'value', value: '[{"mediaid":"mv01"}]' });
    });
  });
});

describe('ListStorageNotice', () => {
  it('tells about a corrupted watch history and resets it', async () => {
    const rendered = await renderElementWithApp(<ListStorageNotice list="history" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rendered.services.storage.writeText('history', '{"not":"a list"}');
    await act(() => rendered.services.stores.watchHistory.getState().hydrate());

    expect(screen.getByRole('status')).toHaveTextContent('Your viewing history could not be read, so your progress is not being saved.');
    await rendered.user.click(screen.getByRole('button', { name: 'Reset viewing history' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(rendered.services.storage.readText('history')).toEqual({ status: 'value', value: '[]' });
  });

  it('offers no reset when the list only failed to load from the catalog', async () => {
    const rendered = await renderElementWithApp(<ListStorageNotice list="favorites" />, {
      config: createTestConfig({ features: { favoritesList: 'favlist1' } }),
      fetch: createFetchStub({ '/apps/watchlists/favlist1': 500 }),
    });
    rendered.services.storage.writeText('favorites', '[{"mediaid":"mv01"}]');
    await act(() => rendered.services.stores.favorites.getState().hydrate());
    expect(rendered.services.stores.favorites.getState().persistence).toEqual({ status: 'blocked', reason: 'load-failed' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
