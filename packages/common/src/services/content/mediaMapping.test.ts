import { describe, expect, it } from 'vitest';
import { mediaItemSchema, type MediaItem } from '../../entities/media';
import { playlistSchema } from '../../entities/playlist';
import { filterByContentType, toEpisodesPage, toMediaItem, toPlaylist, type MediaMappingContext } from './mediaMapping';

const HOST = 'https://cdn.test';
const context: MediaMappingContext = { contentHost: HOST, language: 'es', now: Date.parse('2024-05-01T12:00:00Z') };
const item = (fields: Record<string, unknown>): MediaItem => mediaItemSchema.parse({ mediaid: 'abcd1234', title: 'Title', ...fields });

describe('toMediaItem', () => {
  it('derives the image URLs on the content host; the background is its own art or none, never the titled poster', () => {
    expect(toMediaItem(item({}), context)).toMatchObject({
      cardImage: `${HOST}/v2/media/abcd1234/images/card.webp?poster_fallback=1&width=640`,
      backgroundImage: `${HOST}/v2/media/abcd1234/images/background.webp?fallback=false&width=1920`,
      channelLogoImage: `${HOST}/v2/media/abcd1234/images/channel_logo.webp?poster_fallback=1&width=320`,
    });
  });

  it.each([
    ['no productIds', {}, []],
    ['a premier offer', { productIds: '!cleeng:R1_NL' }, [{ offerId: 'R1_NL', premier: true, provider: 'cleeng' }]],
    ['an empty productIds', { productIds: '' }, []],
    ['offers the back end already derived', { mediaOffers: [{ offerId: 'S9', premier: false }] }, [{ offerId: 'S9', premier: false }]],
  ])('derives mediaOffers from %s', (_label, fields, offers) => {
    expect(toMediaItem(item(fields), context).mediaOffers).toEqual(offers);
  });

  it.each([
    ['no event state', {}, 'VOD', undefined],
    ['a scheduled event', { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2024-05-02T10:00:00Z' }, 'SCHEDULED', '2024-05-02T10:00:00.000Z'],
    ['an event on air', { 'VCH.EventState': 'LIVE_PUBLISHED', 'VCH.ScheduledStart': '2024-05-01T11:00:00Z' }, 'LIVE', '2024-05-01T11:00:00.000Z'],
    ['an unreadable start', { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': 'soon' }, 'SCHEDULED', undefined],
  ])('derives the status and schedule of %s', (_label, fields, status, start) => {
    const mapped = toMediaItem(item(fields), context);
    expect(mapped.mediaStatus).toBe(status);
    expect(mapped.scheduledStart?.toISOString()).toBe(start);
  });

  it('applies the translated fields and keeps the translation keys', () => {
    const mapped = toMediaItem(item({ 'title-es': 'Título', 'description-fr': 'Description' }), context);
    expect(mapped.title).toBe('Título');
    expect(mapped['title-es']).toBe('Título');
    expect(mapped.description).toBeUndefined();
  });

  it('gives a playlist entry the playlist feedid unless it has its own', () => {
    expect(toMediaItem(item({}), context, 'play1234').feedid).toBe('play1234');
    expect(toMediaItem(item({ feedid: 'own12345' }), context, 'play1234').feedid).toBe('own12345');
  });

  it('produces a value the media item schema accepts', () => {
    expect(mediaItemSchema.safeParse(toMediaItem(item({ productIds: 'jwp:S1' }), context)).success).toBe(true);
  });
});

describe('filterByContentType', () => {
  const items = [item({ mediaid: 'a', contentType: 'movie' }), item({ mediaid: 'b', contentType: 'episode' }), item({ mediaid: 'c' })];
  it.each([
    [undefined, ['a', 'b', 'c']],
    ['movie', ['a']],
    [['episode', 'movie'], ['a', 'b']],
    ['series', []],
  ])('%j -> %j', (types, ids) => {
    expect(filterByContentType(items, types).map((entry) => entry.mediaid)).toEqual(ids);
  });
});

describe('toPlaylist and toEpisodesPage', () => {
  it('localizes the playlist and maps and filters its items', () => {
    const raw = playlistSchema.parse({
      feedid: 'play1234',
      title: 'Films',
      'title-es': 'Películas',
      playlist: [{ mediaid: 'a', contentType: 'movie' }, { mediaid: 'b', contentType: 'episode' }],
    });
    const playlist = toPlaylist(raw, context, 'movie');
    expect(playlist.title).toBe('Películas');
    expect(playlist.playlist.map((entry) => [entry.mediaid, entry.feedid])).toEqual([['a', 'play1234']]);
  });

  it('maps the media item of every episode', () => {
    const page = toEpisodesPage(
      { episodes: [{ episode_number: 1, media_item: item({ 'title-es': 'Piloto' }) }], page: 1, page_limit: 20, total: 1 },
      context,
    );
    expect(page.episodes[0]?.media_item).toMatchObject({ title: 'Piloto', mediaStatus: 'VOD' });
  });
});
