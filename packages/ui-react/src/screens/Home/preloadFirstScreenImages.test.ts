import { cardImageSources, shelfImageSizes } from '@ott/common';
import type { ContentRow, Playlist } from '@ott/common';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrefetchedRow } from './prefetchHomeShelves';
import { preloadFirstScreenImages } from './preloadFirstScreenImages';

const image = (id: string) => `http://content.test/v2/media/${id}/images/card.webp?poster_fallback=1&width=640`;
const playlistWith = (...ids: string[]) =>
  ({ title: 'x', playlist: ids.map((mediaid) => ({ mediaid, title: mediaid, cardImage: image(mediaid) })) }) as unknown as Playlist;

const featured: ContentRow = { type: 'playlist', contentId: 'featured', featured: true };
const newFilms: ContentRow = { type: 'playlist', contentId: 'newmovie' };

const prefetched = (lists: [ContentRow, Playlist | undefined][]): PrefetchedRow[] => lists.map(([row, list]) => ({ row, list: Promise.resolve(list) }));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFirstScreenImages', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove();
  });

  it("preloads the first card image of each first-screen shelf (those prefetched) with the card's own srcset and sizes", async () => {
    const lists = prefetched([
      [featured, playlistWith('leFest01', 'mvRule06')],
      [newFilms, playlistWith('mvDusk14', 'mvTide01')],
    ]);
    void preloadFirstScreenImages(lists, { document, viewportWidth: 412 });
    await settle();
    const expected = [cardImageSources(image('leFest01'), 'featured', shelfImageSizes(true, 1)), cardImageSources(image('mvDusk14'), 'tile', shelfImageSizes(false, 1))];
    expect(preloads().map((link) => ({ src: link.getAttribute('href'), srcSet: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') }))).toEqual(expected);
    expect(preloads().every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it('sizes the tiles for the viewport the shelves will lay out for', async () => {
    void preloadFirstScreenImages(prefetched([[newFilms, playlistWith('mvDusk14')]]), { document, viewportWidth: 1280 });
    await settle();
    expect(preloads()[0]?.getAttribute('imagesizes')).toBe(shelfImageSizes(false, 5));
  });

  it.each([
    ['a list that failed', undefined],
    ['an empty list', playlistWith()],
    ['a first item without an image', { title: 'x', playlist: [{ mediaid: 'abcd1234', title: 'No art' }] } as unknown as Playlist],
  ])('preloads nothing for %s', async (_case, list) => {
    void preloadFirstScreenImages(prefetched([[featured, list]]), { document, viewportWidth: 412 });
    await settle();
    expect(preloads()).toEqual([]);
  });

  it('resolves once the first screen has what it shows: its lists, then its preloaded images loaded or failed', async () => {
    let done = false;
    const lists = prefetched([
      [featured, playlistWith('leFest01')],
      [newFilms, playlistWith('mvDusk14')],
    ]);
    void preloadFirstScreenImages(lists, { document, viewportWidth: 412 }).then(() => (done = true));
    await settle();
    expect(preloads()).toHaveLength(2);
    expect(done).toBe(false);
    preloads()[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(done).toBe(false);
    preloads()[1]!.dispatchEvent(new Event('error'));
    await settle();
    expect(done).toBe(true);
  });

  it('resolves at once when the first screen has no image to wait for', async () => {
    await expect(preloadFirstScreenImages(prefetched([[featured, undefined]]), { document, viewportWidth: 412 })).resolves.toBeUndefined();
  });
});
