import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderElementWithApp, setViewportWidth } from '../../test/renderWithApp';
import { mediaItems } from '../Card/mediaFixtures';
import { FeaturedShelf } from '../FeaturedShelf/FeaturedShelf';
import { Shelf } from './Shelf';

const ITEMS = mediaItems(12);

const shelf = () => screen.getByRole('region');
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.ott-shelf');
const startOf = (container: HTMLElement) => track(container)?.style.getPropertyValue('--ott-shelf-start');
const tilesOf = (container: HTMLElement) => track(container)?.style.getPropertyValue('--ott-shelf-tiles');
const previous = () => screen.getByRole('button', { name: 'Previous items' });
const next = () => screen.getByRole('button', { name: 'Next items' });
const card = (index: number) => screen.getByRole('link', { name: ITEMS[index]!.title });

/** Tabs forward (at most 10 times) until `element` has focus. */
async function tabTo(user: { tab(): Promise<void> }, element: HTMLElement) {
  for (let step = 0; step < 10 && document.activeElement !== element; step += 1) await user.tab();
}

/** A shelf whose list arrives when the button is pressed, as a query's result does. */
function ArrivingList({ onFirstScreen }: { onFirstScreen: boolean }) {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setArrived(true)}>
        arrive
      </button>
      <Shelf title="New films" items={arrived ? ITEMS : undefined} status={arrived ? 'success' : 'loading'} onFirstScreen={onFirstScreen} />
    </>
  );
}

describe('Shelf', () => {
  beforeEach(() => setViewportWidth(1280));

  it.each([true, false])('shows the cards of a list that arrives (on the first screen: %s; below it they render in the background)', async (onFirstScreen) => {
    const { user } = await renderElementWithApp(<ArrivingList onFirstScreen={onFirstScreen} />);
    expect(shelf()).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'arrive' }));
    expect(await screen.findByRole('link', { name: ITEMS[0]!.title })).toBeInTheDocument();
    expect(shelf()).not.toHaveAttribute('aria-busy');
  });

  it('is a region named by its title, which links to the whole list', async () => {
    await renderElementWithApp(<Shelf title="New films" titleUrl="/p/newmovie/new-films" items={ITEMS} status="success" playlistId="newmovie" />);
    expect(shelf()).toHaveAccessibleName('New films');
    expect(within(shelf()).getByRole('heading', { name: 'New films', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New films' })).toHaveAttribute('href', '/p/newmovie/new-films');
    expect(card(0)).toHaveAttribute('href', '/m/m001/title-m001?r=newmovie');
  });

  it('renders the cards of the page in view and of the next page, more as it slides', async () => {
    const { container, user } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    const tiles = () => [...container.querySelectorAll('.ott-shelf__tile')];
    const rendered = () => within(shelf()).getAllByRole('link').map((link) => ITEMS.findIndex((item) => link.textContent?.includes(item.title)));
    // 5 tiles at 1280 px: the first two pages; every card keeps its tile, the others stay empty.
    expect(tiles()).toHaveLength(12);
    expect(rendered()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tiles()[10]).toBeEmptyDOMElement();
    expect(tiles()[10]).toHaveAttribute('aria-hidden', 'true');
    await user.click(next());
    expect(rendered()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each([
    [320, '1'],
    [600, '2'],
    [800, '3'],
    [1100, '4'],
    [1400, '5'],
  ])('shows the tiles of the breakpoint at %s px: %s', async (width, tiles) => {
    setViewportWidth(width);
    const { container } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    expect(tilesOf(container)).toBe(tiles);
  });

  it('slides by a page with the buttons, which are disabled at the ends', async () => {
    const { container, user } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    expect(startOf(container)).toBe('0');
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    await user.click(next());
    expect(startOf(container)).toBe('5');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');

    await user.click(next());
    expect(startOf(container)).toBe('7');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(startOf(container)).toBe('7');
    expect(next()).toHaveFocus();

    await user.click(previous());
    expect(startOf(container)).toBe('2');
  });

  it('has no slide buttons when every card fits', async () => {
    await renderElementWithApp(<Shelf title="Short" items={ITEMS.slice(0, 5)} status="success" />);
    expect(screen.queryByRole('button', { name: 'Next items' })).not.toBeInTheDocument();
  });

  it('moves between cards with the arrow keys, Home and End, sliding to keep the card in view', async () => {
    const { container, user } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    await tabTo(user, card(0));
    expect(card(0)).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(card(2)).toHaveFocus();
    expect(startOf(container)).toBe('0');

    await user.keyboard('{End}');
    expect(card(11)).toHaveFocus();
    expect(startOf(container)).toBe('7');

    await user.keyboard('{ArrowLeft}');
    expect(card(10)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card(0)).toHaveFocus();
    expect(startOf(container)).toBe('0');
  });

  it('keeps one card of the row in the Tab order, the last one focused', async () => {
    const { user } = await renderElementWithApp(
      <>
        <Shelf title="New films" items={ITEMS} status="success" />
        <button type="button">After</button>
      </>,
    );
    await tabTo(user, card(0));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous items' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(card(3)).toHaveFocus();
    expect(screen.getAllByRole('link').filter((link) => link.tabIndex === 0)).toHaveLength(1);
  });

  it('moves the Tab stop to a visible card after sliding', async () => {
    const { user } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    await user.click(next());
    expect(card(5)).toHaveAttribute('tabindex', '0');
    expect(card(0)).toHaveAttribute('tabindex', '-1');
  });

  it('slides with a horizontal swipe and ignores a vertical one', async () => {
    const { container } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    const viewport = container.querySelector('.ott-shelf__viewport')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };

    swipe([400, 100], [300, 110]);
    expect(startOf(container)).toBe('5');
    swipe([300, 100], [290, 300]);
    expect(startOf(container)).toBe('5');
    swipe([300, 100], [420, 100]);
    expect(startOf(container)).toBe('0');
  });

  it('shows placeholder cards while loading: those in view and the next one', async () => {
    const { container } = await renderElementWithApp(<Shelf title="New films" status="loading" />);
    expect(shelf()).toHaveAttribute('aria-busy', 'true');
    expect(within(shelf()).getByText('Loading…')).toBeInTheDocument();
    // 5 tiles at 1280 px.
    expect(container.querySelectorAll('.ott-card-placeholder')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /Title/ })).not.toBeInTheDocument();
  });

  it('says "Could not load items" when its list failed', async () => {
    await renderElementWithApp(<Shelf title="New films" status="error" />);
    expect(within(shelf()).getByText('Could not load items')).toBeInTheDocument();
    expect(shelf()).not.toHaveAttribute('aria-busy');
  });

  it('renders nothing for a list without items', async () => {
    await renderElementWithApp(<Shelf title="Nothing" items={[]} status="success" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes the row background colour with readable text', async () => {
    const { container } = await renderElementWithApp(<Shelf title="Concert hall" items={ITEMS} status="success" backgroundColor="#16324f" />);
    expect(track(container)).toHaveStyle({ backgroundColor: '#16324f', color: 'white' });
    expect(track(container)).toHaveClass('ott-shelf--tinted');
    // Cards slid out of the shelf's box keep its colour behind their text (styles/shelf.css).
    expect(track(container)?.style.getPropertyValue('--ott-shelf-bg')).toBe('#16324f');
  });
});

describe('FeaturedShelf', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows one large card at a time with its description', async () => {
    const items = mediaItems(3).map((item) => ({ ...item, description: `About ${item.title}` }));
    const { container, user } = await renderElementWithApp(<FeaturedShelf title="Featured" items={items} status="success" />);
    expect(tilesOf(container)).toBe('1');
    // A featured card shows its description, so the description is part of its link's name.
    expect(screen.getByRole('link', { name: 'Title m001 About Title m001' })).toHaveClass('ott-card--featured');
    expect(screen.getByText('About Title m001')).toBeInTheDocument();
    await user.click(next());
    expect(startOf(container)).toBe('1');
  });

  it('shows one placeholder while loading, in the shape of a featured card', async () => {
    const { container } = await renderElementWithApp(<FeaturedShelf title="Featured" status="loading" />);
    expect(container.querySelectorAll('.ott-card-placeholder')).toHaveLength(1);
    expect(container.querySelector('.ott-card-placeholder')).toHaveClass('ott-card-placeholder--featured');
    expect(container.querySelector('.ott-card-placeholder__description')).toBeInTheDocument();
  });

  it('on the first screen, loads the image of the card in view first and at once, the others lazily', async () => {
    const { container, user } = await renderElementWithApp(<FeaturedShelf title="Featured" items={mediaItems(3)} status="success" onFirstScreen />);
    const images = () => [...container.querySelectorAll('img')];
    // The card in view and the next one (a featured shelf's page is one card).
    expect(images().map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(images()[0]).toHaveAttribute('sizes', '(min-width: 768px) 67vw, calc(100vw - 32px)');
    await user.click(next());
    expect(images()).toHaveLength(3);
    expect(images()[1]).toHaveAttribute('loading', 'eager');
  });
});

describe('Shelf images', () => {
  beforeEach(() => setViewportWidth(1280));

  it('load lazily, sized as a share of the page', async () => {
    const { container } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy' && !image.hasAttribute('fetchpriority'))).toBe(true);
    expect(images[0]!.getAttribute('sizes')).toMatch(/^calc\(\(100vw - 32px\) \/ \d\)$/);
  });

  it('on the first screen, load at once for the cards in view, the first one ahead of other images', async () => {
    const { container } = await renderElementWithApp(<Shelf title="New films" items={ITEMS} status="success" onFirstScreen />);
    const tiles = Number(tilesOf(container));
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('fetchpriority') ?? image.getAttribute('loading'));
    // The rendered cards: this page and the next.
    expect(loading).toEqual(ITEMS.slice(0, 2 * tiles).map((_, index) => (index === 0 ? 'high' : index < tiles ? 'eager' : 'lazy')));
  });
});
