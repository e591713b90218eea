import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElementWithApp, setViewportWidth } from '../../test/renderWithApp';
import { mediaItems } from '../Card/mediaFixtures';
import { CardGrid } from './CardGrid';
import { LOAD_MORE_ROOT_MARGIN } from './LoadMore';
import { stubIntersectionObserver } from './intersectionObserverStub';

const ITEMS = mediaItems(70);

const grid = () => screen.getByRole('list');
const cards = () => within(grid()).getAllByRole('link');
const columnsOf = () => grid().style.getPropertyValue('--ott-grid-columns');
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

describe('CardGrid', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [320, '2'],
    [600, '2'],
    [800, '3'],
    [1100, '4'],
    [1400, '5'],
  ])('has the columns of the breakpoint at %s px: %s', async (width, columns) => {
    setViewportWidth(width);
    await renderElementWithApp(<CardGrid items={ITEMS} />);
    expect(columnsOf()).toBe(columns);
  });

  it('shows 6 rows, then 4 more rows each time "Load more" is pressed, focusing the first new card', async () => {
    const { user } = await renderElementWithApp(<CardGrid items={ITEMS} playlistId="newmovie" />);
    expect(cards()).toHaveLength(30);
    expect(cards()[0]).toHaveAttribute('href', '/m/m001/title-m001?r=newmovie');

    await user.click(loadMore()!);
    expect(cards()).toHaveLength(50);
    expect(screen.getByRole('link', { name: 'Title m031' })).toHaveFocus();

    await user.click(loadMore()!);
    expect(cards()).toHaveLength(70);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('counts rows with the columns of the screen', async () => {
    setViewportWidth(320);
    await renderElementWithApp(<CardGrid items={ITEMS} />);
    expect(cards()).toHaveLength(12);
  });

  it('loads more rows when the end of the grid scrolls near, and keeps watching while rows remain', async () => {
    const observer = stubIntersectionObserver();
    await renderElementWithApp(<CardGrid items={ITEMS} />);
    expect(observer.options()).toEqual([{ rootMargin: LOAD_MORE_ROOT_MARGIN }]);

    act(() => observer.leaveView());
    expect(cards()).toHaveLength(30);

    act(() => observer.enterView());
    expect(cards()).toHaveLength(50);
    expect(observer.watched()).toBe(1);
    expect(screen.getByRole('link', { name: 'Title m001' })).not.toHaveFocus();

    act(() => observer.enterView());
    expect(cards()).toHaveLength(70);
    expect(observer.watched()).toBe(0);
  });

  it('has no "Load more" when every card is shown', async () => {
    await renderElementWithApp(<CardGrid items={ITEMS.slice(0, 30)} />);
    expect(cards()).toHaveLength(30);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('takes the list image ratio for every card', async () => {
    const { container } = await renderElementWithApp(<CardGrid items={ITEMS.slice(0, 2)} aspectRatio="2:3" />);
    const posters = [...container.querySelectorAll<HTMLElement>('.ott-card__poster')];
    expect(posters.map((poster) => poster.style.aspectRatio)).toEqual(['2 / 3', '2 / 3']);
  });
});
