import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../entities/media';
import { mediaHeadMetadata, plainText, seriesHeadMetadata, tvSeriesJsonLd, uploadDate, videoObjectJsonLd } from './headMetadata';

const ITEM: MediaItem = {
  mediaid: 'mvTide01',
  title: 'The Long Tide',
  description: 'A **quiet** drama. [More](https://example.org)\n\nSecond line.',
  duration: 5520,
  pubdate: 1_700_000_000,
  cardImage: 'https://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=640',
  sources: [{ file: 'https://content.test/hls/tide/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
};
const CONTEXT = { url: 'https://tv.test/m/mvTide01/the-long-tide', siteName: 'Harbour TV' };
const SERIES = { seasons: [{ season_number: 1, episode_count: 26 }, { season_number: 2, episode_count: 8 }], episode_count: 34 };

const tagsOf = (tags: { key: string; content: string }[]) => Object.fromEntries(tags.map((tag) => [tag.key, tag.content]));

describe('head metadata values', () => {
  it.each([
    [ITEM.description, 'A quiet drama. More Second line.'],
    ['# Title\n> `code` ![poster](p.jpg) _x_', 'Title code poster x'],
    [undefined, ''],
    [null, ''],
  ])('plainText(%j) is %j', (text, expected) => {
    expect(plainText(text)).toBe(expected);
  });

  it.each([
    [1_700_000_000, '2023-11-14T22:13:20.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [Number.NaN, undefined],
    [undefined, undefined],
    [null, undefined],
  ])('uploadDate(%s) is %s', (pubdate, expected) => {
    expect(uploadDate(pubdate)).toBe(expected);
  });
});

describe('JSON-LD', () => {
  it('describes an item as a VideoObject with its poster at the meta width', () => {
    expect(videoObjectJsonLd({ ...ITEM, cardImage: undefined, image: 'https://content.test/poster.webp?width=1920' }, CONTEXT.url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': CONTEXT.url,
      name: 'The Long Tide',
      description: 'A quiet drama. More Second line.',
      thumbnailUrl: 'https://content.test/poster.webp?width=720',
      uploadDate: '2023-11-14T22:13:20.000Z',
      duration: 'PT1H32M',
      contentUrl: 'https://content.test/hls/tide/master.m3u8',
      embedUrl: CONTEXT.url,
    });
  });

  it('describes a series without its item by its title and season list', () => {
    expect(tvSeriesJsonLd(SERIES, undefined, 'https://tv.test/s/srPatMkr', 'The Pattern Makers')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      '@id': 'https://tv.test/s/srPatMkr',
      name: 'The Pattern Makers',
      numberOfSeasons: 2,
      numberOfEpisodes: 34,
      url: 'https://tv.test/s/srPatMkr',
    });
  });
});

describe('mediaHeadMetadata', () => {
  it('describes a video: Open Graph at 720x406 and 1280x720, and a VideoObject', () => {
    const head = mediaHeadMetadata(ITEM, CONTEXT);
    expect(head.title).toBe('The Long Tide');
    expect(tagsOf(head.tags)).toEqual({
      description: 'A quiet drama. More Second line.',
      'og:site_name': 'Harbour TV',
      'og:title': 'The Long Tide',
      'og:description': 'A quiet drama. More Second line.',
      'og:type': 'video.movie',
      'og:url': CONTEXT.url,
      'og:image': 'https://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=720',
      'og:image:width': '720',
      'og:image:height': '406',
      'og:video': 'https://content.test/hls/tide/master.m3u8',
      'og:video:type': 'application/vnd.apple.mpegurl',
      'og:video:width': '1280',
      'og:video:height': '720',
    });
    expect(head.tags.find((tag) => tag.key === 'description')?.attribute).toBe('name');
    expect(head.jsonLd).toMatchObject({ '@type': 'VideoObject', duration: 'PT1H32M', uploadDate: '2023-11-14T22:13:20.000Z', contentUrl: ITEM.sources![0]!.file });
  });

  it('leaves out what the item lacks: no og:video without a source, no image without a poster', () => {
    const head = mediaHeadMetadata({ mediaid: 'x', title: 'Bare' }, CONTEXT);
    expect(Object.keys(tagsOf(head.tags))).toEqual(['og:site_name', 'og:title', 'og:type', 'og:url']);
    expect(head.jsonLd).toEqual({ '@context': 'https://schema.org', '@type': 'VideoObject', '@id': CONTEXT.url, name: 'Bare', embedUrl: CONTEXT.url });
  });
});

describe('mediaHeadMetadata of a page that is not a video', () => {
  it.each(['article', 'website'] as const)('%s: no og:video and no JSON-LD', (type) => {
    const head = mediaHeadMetadata(ITEM, CONTEXT, type);
    expect(tagsOf(head.tags)['og:type']).toBe(type);
    expect(tagsOf(head.tags)['og:video']).toBeUndefined();
    expect(head.jsonLd).toBeUndefined();
  });
});

describe('seriesHeadMetadata', () => {
  const seriesItem: MediaItem = { mediaid: 'srPatMkr', title: 'The Pattern Makers', description: 'Makers.', cardImage: ITEM.cardImage };

  it('describes a series without an episode as a tv show with its seasons and episodes', () => {
    const head = seriesHeadMetadata(SERIES, seriesItem, 'The Pattern Makers', { url: 'https://tv.test/s/srPatMkr', siteName: 'Harbour TV' });
    expect(tagsOf(head.tags)['og:type']).toBe('video.tv_show');
    expect(head.jsonLd).toMatchObject({ '@type': 'TVSeries', name: 'The Pattern Makers', numberOfSeasons: 2, numberOfEpisodes: 34, description: 'Makers.' });
  });

  it('describes a series whose own item is not loaded by its title', () => {
    const head = seriesHeadMetadata(SERIES, undefined, 'The Pattern Makers', { url: 'https://tv.test/s/srPatMkr', siteName: 'Harbour TV' });
    expect(tagsOf(head.tags)).toEqual({
      'og:site_name': 'Harbour TV',
      'og:title': 'The Pattern Makers',
      'og:type': 'video.tv_show',
      'og:url': 'https://tv.test/s/srPatMkr',
    });
  });

  it('describes the shown episode and its series', () => {
    const episode: MediaItem = { ...ITEM, mediaid: 'pm1e02ep', title: 'Tiles' };
    const head = seriesHeadMetadata({ ...SERIES, season_count: 3 }, seriesItem, 'The Pattern Makers', {
      url: 'https://tv.test/s/srPatMkr',
      episodeUrl: 'https://tv.test/s/srPatMkr?e=pm1e02ep',
      siteName: 'Harbour TV',
      episode,
    });
    expect(head.title).toBe('The Pattern Makers');
    expect(tagsOf(head.tags)).toMatchObject({ 'og:type': 'video.episode', 'og:title': 'Tiles - The Pattern Makers', 'og:url': 'https://tv.test/s/srPatMkr?e=pm1e02ep' });
    expect(head.jsonLd).toMatchObject([
      { '@type': 'TVSeries', numberOfSeasons: 3 },
      { '@type': 'VideoObject', name: 'Tiles', '@id': 'https://tv.test/s/srPatMkr?e=pm1e02ep' },
    ]);
  });

  it('describes the episode at the series address when it has none of its own', () => {
    const episode: MediaItem = { ...ITEM, mediaid: 'pm1e02ep', title: 'Tiles' };
    const head = seriesHeadMetadata(SERIES, seriesItem, 'The Pattern Makers', { url: 'https://tv.test/s/srPatMkr', siteName: 'Harbour TV', episode });
    expect(tagsOf(head.tags)['og:url']).toBe('https://tv.test/s/srPatMkr');
    expect(head.jsonLd).toMatchObject([{ '@id': 'https://tv.test/s/srPatMkr' }, { '@id': 'https://tv.test/s/srPatMkr' }]);
  });
});
