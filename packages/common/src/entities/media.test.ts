import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE, CONTENT_TYPES, isKnownContentType, MEDIA_STATUS, mediaItemSchema } from './media';

const fullItem = {
  mediaid: 'abcd1234',
  title: 'Big Buck Bunny',
  description: 'A rabbit.',
  synopsis: 'Short.',
  tags: 'animation,short',
  duration: 596,
  images: [{ src: 'https://img/1280.jpg', width: 1280, type: 'image/jpeg' }],
  image: 'https://img/720.jpg',
  link: 'https://host/m/abcd1234',
  pubdate: 1_700_000_000,
  year: '2008',
  sources: [{ file: 'https://host/abcd1234.m3u8', type: 'application/vnd.apple.mpegurl', width: 1920, height: 1080 }],
  feedid: 'feed0001',
  productIds: 'cleeng:!S123_NL,jwp:456',
  genre: 'Animation',
  rating: 'PG',
  tracks: [{ file: 'https://host/en.vtt', kind: 'captions', label: 'English', default: true }],
  episodeNumber: '3',
  seasonNumber: 1,
  seriesId: 'series01',
  seriesPlaylistId: 'plist001',
  trailerId: 'trail001',
  contentType: 'movie',
  free: 'true',
  requiresSubscription: false,
  'VCH.EventState': 'PRE_LIVE',
  'VCH.ScheduledStart': '2030-01-01T10:00:00Z',
  'VCH.ScheduledEnd': '2030-01-01T12:00:00Z',
  subtitle: 'Sub',
  liveChannelsId: 'live0001',
  subtitleFormat: 'CC',
  videoFormat: 'HD',
  audioFormat: '5.1',
  actors: 'A, B',
  directors: ['C'],
  producers: 'D',
  creators: 'E',
  cast: 'F',
  audioLanguages: 'en,nl',
  subtitleLanguages: 'en',
  orchestra: 'O',
  venue: 'V',
  conductor: 'K',
  videoDirector: 'VD',
  period: 'Baroque',
  producer: 'P',
  copyright: '(c)',
  author: 'Au',
  illustrator: 'Il',
  publisher: 'Pu',
  reader: 'Re',
  purchase_link_url: 'https://shop',
  purchase_link_display: 'Buy the book',
  date: '2020-01-01',
  markdown: '# Hi',
};

describe('mediaItemSchema', () => {
  it('parses every field the spec lists and keeps custom parameters', () => {
    const parsed = mediaItemSchema.parse({ ...fullItem, customParam: 'x', 'title-es': 'Gran Conejo' });
    expect(parsed).toMatchObject(fullItem);
    expect(parsed.customParam).toBe('x');
    expect(parsed['title-es']).toBe('Gran Conejo');
    expect(parsed['VCH.ScheduledStart']).toBe('2030-01-01T10:00:00Z');
  });

  it('needs only a mediaid; a missing title reads as empty', () => {
    expect(mediaItemSchema.parse({ mediaid: 'm1' })).toEqual({ mediaid: 'm1', title: '' });
    expect(mediaItemSchema.safeParse({ title: 'No id' }).success).toBe(false);
  });

  it('accepts null for every optional field and reads it as undefined', () => {
    const nulls = Object.fromEntries(Object.keys(fullItem).map((key) => [key, null]));
    const parsed = mediaItemSchema.parse({ ...nulls, mediaid: 'm1' });
    expect(parsed.title).toBe('');
    expect(parsed.duration).toBeUndefined();
    expect(parsed.sources).toBeUndefined();
    expect(parsed['VCH.EventState']).toBeUndefined();
  });

  it.each([
    ['boolean true', true],
    ['boolean false', false],
    ['string "true"', 'true'],
    ['string "false"', 'false'],
  ])('keeps the raw free / requiresSubscription value: %s', (_name, value) => {
    const parsed = mediaItemSchema.parse({ mediaid: 'm1', free: value, requiresSubscription: value });
    expect(parsed.free).toBe(value);
    expect(parsed.requiresSubscription).toBe(value);
  });

  it('rejects a free flag that is neither boolean nor "true"/"false"', () => {
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', free: 'yes' }).success).toBe(false);
  });

  it.each(CONTENT_TYPES.map((type) => [type]))('parses the known contentType %s', (type) => {
    expect(mediaItemSchema.parse({ mediaid: 'm1', contentType: type }).contentType).toBe(type);
  });

  it.each([
    ['LiveChannel', 'livechannel'],
    ['Series', 'series'],
    ['EPISODE', 'episode'],
    ['Reading_Series', 'reading_series'],
    ['Podcast', 'Podcast'],
  ])('reads the contentType %s as %s (case as publishers write it)', (written, read) => {
    expect(mediaItemSchema.parse({ mediaid: 'm1', contentType: written }).contentType).toBe(read);
  });

  it('still parses an unknown contentType (generic screen)', () => {
    const parsed = mediaItemSchema.parse({ mediaid: 'm1', contentType: 'podcast' });
    expect(parsed.contentType).toBe('podcast');
    expect(isKnownContentType(parsed.contentType)).toBe(false);
  });

  it('rejects malformed sources, images and tracks', () => {
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', sources: [{ type: 'x' }] }).success).toBe(false);
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', images: [{ src: 'x' }] }).success).toBe(false);
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', tracks: [{ file: 'x' }] }).success).toBe(false);
  });

  it('accepts derived fields: dates from ISO strings or Dates, offers and status', () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const parsed = mediaItemSchema.parse({
      mediaid: 'm1',
      scheduledStart: start,
      scheduledEnd: '2030-01-01T12:00:00Z',
      mediaOffers: [{ offerId: 'S123_NL', premier: true }],
      mediaStatus: MEDIA_STATUS.SCHEDULED,
      cardImage: 'c',
      channelLogoImage: 'l',
      backgroundImage: 'b',
    });
    expect(parsed.scheduledStart).toEqual(start);
    expect(parsed.scheduledEnd).toEqual(new Date('2030-01-01T12:00:00Z'));
    expect(parsed.mediaOffers).toEqual([{ offerId: 'S123_NL', premier: true }]);
    expect(parsed.mediaStatus).toBe('SCHEDULED');
  });

  it('rejects an unknown media status and an unreadable derived date', () => {
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', mediaStatus: 'ON_AIR' }).success).toBe(false);
    expect(mediaItemSchema.safeParse({ mediaid: 'm1', scheduledStart: 'soon' }).success).toBe(false);
  });
});

describe('content type constants', () => {
  it('lists exactly the spec values', () => {
    expect([...CONTENT_TYPES].sort()).toEqual(
      ['concert', 'episode', 'hub', 'livechannel', 'liveevent', 'movie', 'page', 'reading', 'reading_series', 'series'].sort(),
    );
    expect(CONTENT_TYPE.LIVE_CHANNEL).toBe('livechannel');
    expect(isKnownContentType('reading_series')).toBe(true);
    expect(isKnownContentType(3)).toBe(false);
  });

  it('has the three media statuses', () => {
    expect(Object.values(MEDIA_STATUS)).toEqual(['LIVE', 'VOD', 'SCHEDULED']);
  });
});
