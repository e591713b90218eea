import type { MediaItem } from '@ott/common';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_MARKER_ATTRIBUTE, applyHeadMetadata, imageAtWidth, isoDuration, mediaHeadMetadata, plainText, seriesHeadMetadata, uploadDate } from './headMetadata';

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
    [5520, 'PT1H32M'],
    [3600, 'PT1H'],
    [61.4, 'PT1M1S'],
    [45, 'PT45S'],
    [0, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('isoDuration(%s) is %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });

  it('sets the width of a content-host image URL and leaves other URLs alone', () => {
    expect(imageAtWidth(ITEM.cardImage, 720)).toBe('https://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=720');
    expect(imageAtWidth('https://cdn.test/poster.jpg', 720)).toBe('https://cdn.test/poster.jpg');
    expect(imageAtWidth('not a url', 720)).toBe('not a url');
    expect(imageAtWidth(undefined, 720)).toBeUndefined();
  });

  it('reads markdown as one line of plain text and epoch seconds as an ISO date', () => {
    expect(plainText(ITEM.description)).toBe('A quiet drama. More Second line.');
    expect(uploadDate(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
    expect(uploadDate(undefined)).toBeUndefined();
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

describe('seriesHeadMetadata', () => {
  const seriesItem: MediaItem = { mediaid: 'srPatMkr', title: 'The Pattern Makers', description: 'Makers.', cardImage: ITEM.cardImage };

  it('describes a series without an episode as a tv show with its seasons and episodes', () => {
    const head = seriesHeadMetadata(SERIES, seriesItem, 'The Pattern Makers', { url: 'https://tv.test/s/srPatMkr', siteName: 'Harbour TV' });
    expect(tagsOf(head.tags)['og:type']).toBe('video.tv_show');
    expect(head.jsonLd).toMatchObject({ '@type': 'TVSeries', name: 'The Pattern Makers', numberOfSeasons: 2, numberOfEpisodes: 34, description: 'Makers.' });
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
});

describe('applyHeadMetadata', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds tags and JSON-LD, updates the existing description, and undoes it all', () => {
    const description = Object.assign(document.createElement('meta'), { name: 'description', content: 'The site.' });
    document.head.append(description);
    const undo = applyHeadMetadata(document, mediaHeadMetadata({ ...ITEM, title: 'Evil </script><b>' }, CONTEXT));
    expect(description.content).toBe('A quiet drama. More Second line.');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('video.movie');
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).name).toBe('Evil </script><b>');

    undo();
    expect(description.content).toBe('The site.');
    expect(document.head.querySelectorAll(`[${HEAD_MARKER_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
