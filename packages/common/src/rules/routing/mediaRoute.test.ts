import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../entities/media';
import { decideMediaRoute, isCurrentSlug, mediaScreenKind, readMediaQuery, type MediaRouteInput } from './mediaRoute';

const input = (overrides: Partial<MediaRouteInput> = {}): MediaRouteInput => ({ slug: 'the-title', query: { play: false }, search: '', ...overrides });
const item = (overrides: Partial<MediaItem>): MediaItem => ({ mediaid: 'abcd1234', title: 'The Title', ...overrides });

describe('media screen choice (spec 000 §2)', () => {
  it.each([
    ['liveevent', 'liveevent'],
    ['page', 'page'],
    ['hub', 'hub'],
    ['movie', 'movie'],
    ['concert', 'concert'],
    ['reading', 'reading'],
    ['reading_series', 'reading_series'],
    ['trailer', 'generic'],
    [undefined, 'generic'],
    ['something-new', 'generic'],
  ])('contentType %s shows the %s screen', (contentType, kind) => {
    expect(mediaScreenKind(contentType)).toBe(kind);
    expect(decideMediaRoute(item({ contentType }), input())).toEqual({ type: 'screen', kind });
  });

  it('sends a series to the series page with r, e and play', () => {
    const query = { playlistId: 'featured', play: true, episodeId: 'ep000001' };
    expect(decideMediaRoute(item({ contentType: 'series' }), input({ query }))).toEqual({
      type: 'redirect',
      to: '/s/abcd1234/the-title?r=featured&e=ep000001&play=1',
    });
  });

  it('shows a series item itself when its series does not exist', () => {
    expect(decideMediaRoute(item({ contentType: 'series' }), input({ seriesNotFound: true }))).toEqual({ type: 'screen', kind: 'generic' });
  });

  it('sends an episode to its series, from its seriesId or from the lookup', () => {
    expect(decideMediaRoute(item({ contentType: 'episode', seriesId: 'seri0001' }), input({ query: { play: true } }))).toEqual({
      type: 'redirect',
      to: '/s/seri0001?e=abcd1234&play=1',
    });
    expect(decideMediaRoute(item({ contentType: 'episode' }), input())).toEqual({ type: 'lookup-series' });
    expect(decideMediaRoute(item({ contentType: 'episode' }), input({ seriesLookup: { series_id: 'seri0002' }, query: { play: false, playlistId: 'p1' } }))).toEqual({
      type: 'redirect',
      to: '/s/seri0002?r=p1&e=abcd1234',
    });
    expect(decideMediaRoute(item({ contentType: 'episode' }), input({ seriesLookup: null }))).toEqual({ type: 'screen', kind: 'generic' });
  });

  it('sends a live channel to the live guide on that channel', () => {
    expect(decideMediaRoute(item({ contentType: 'livechannel' }), input())).toEqual({ type: 'redirect', to: '/tv?channel=abcd1234' });
  });

  it('fixes a wrong or missing slug, keeping the query', () => {
    expect(decideMediaRoute(item({ contentType: 'movie' }), input({ slug: 'old-title', search: '?r=featured&play=1' }))).toEqual({
      type: 'redirect',
      to: '/m/abcd1234/the-title?r=featured&play=1',
    });
    expect(decideMediaRoute(item({}), input({ slug: '' }))).toEqual({ type: 'redirect', to: '/m/abcd1234/the-title' });
  });

  it('accepts the slug of a non-Latin title decoded or encoded, and no slug for a title without letters', () => {
    expect(isCurrentSlug('ทะเล', 'ทะเล')).toBe(true);
    expect(isCurrentSlug(encodeURIComponent('ทะเล'), 'ทะเล')).toBe(true);
    expect(isCurrentSlug('', '!!!')).toBe(true);
    expect(isCurrentSlug('%E0%A4', 'x')).toBe(false);
  });

  it('reads r, play=1 and e from the query', () => {
    expect(readMediaQuery(new URLSearchParams('r=featured&play=1&e=ep000001'))).toEqual({ playlistId: 'featured', play: true, episodeId: 'ep000001' });
    expect(readMediaQuery(new URLSearchParams('play=true&r='))).toEqual({ playlistId: undefined, play: false, episodeId: undefined });
  });
});
