import { playlistSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

type PlaylistReply = { feedid?: string; title: string; kind: string; links: Record<string, string>; playlist: Array<{ mediaid: string }> } & Record<string, unknown>;

const ids = (reply: PlaylistReply): string[] => reply.playlist.map((item) => item.mediaid);
async function playlist(url: string): Promise<PlaylistReply> {
  const response = await get(app, url);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<PlaylistReply>(response);
  playlistSchema.parse(body);
  return body;
}

describe('playlists', () => {
  it('serves a MANUAL playlist in its order, with its custom parameters', async () => {
    const body = await playlist('/v2/playlists/manual01');
    expect(ids(body)).toEqual(['movie001', 'movie002', 'series01']);
    expect(body).toMatchObject({ feedid: 'manual01', title: 'Featured', kind: 'MANUAL', shelfImageAspectRatio: '16:9', shelfTitle: 'Our picks' });
  });

  it('names the list on each item (feedid), in playlists, watchlists and the media reply', async () => {
    const feedids = (reply: PlaylistReply) => reply.playlist.map((item) => (item as Record<string, unknown>)['feedid']);
    expect(feedids(await playlist('/v2/playlists/manual01'))).toEqual(['manual01', 'manual01', 'manual01']);
    expect(feedids(await playlist('/apps/watchlists/favlist1?media_ids=movie002'))).toEqual(['favlist1']);
    expect(feedids(await playlist('/v2/media/movie001'))).toEqual(['movie001']);
  });

  it('serves a DYNAMIC playlist: every matching item, newest first', async () => {
    expect(ids(await playlist('/v2/playlists/dynamic1'))).toEqual(['movie002', 'movie001', 'series01']);
    expect(ids(await playlist('/playlist/livechan'))).toEqual(['channel1', 'channel2', 'paidchan']);
  });

  it('pages with page_limit and 1-based page_offset, with links', async () => {
    const first = await playlist('/v2/playlists/dynamic1?page_limit=2');
    expect(ids(first)).toEqual(['movie002', 'movie001']);
    expect(first.links).toEqual({
      first: 'http://tv.test:8080/v2/playlists/dynamic1?page_limit=2&page_offset=1',
      last: 'http://tv.test:8080/v2/playlists/dynamic1?page_limit=2&page_offset=3',
      next: 'http://tv.test:8080/v2/playlists/dynamic1?page_limit=2&page_offset=3',
    });
    const second = await playlist('/v2/playlists/dynamic1?page_offset=3&page_limit=2');
    expect(ids(second)).toEqual(['series01']);
    expect(second.links['next']).toBeUndefined();
    expect(second.links['prev']).toBe('http://tv.test:8080/v2/playlists/dynamic1?page_limit=2&page_offset=1');
    expect(ids(await playlist('/v2/playlists/dynamic1?page_offset=9'))).toEqual([]);
  });

  it('answers a SEARCH playlist: title matches first, accents ignored', async () => {
    expect(ids(await playlist('/v2/playlists/search01?search=alpha'))).toEqual(['movie001', 'trail001', 'channel1']);
    expect(ids(await playlist('/v2/playlists/search01?search=ESPANOL'))).toEqual(['movie003']);
    expect(ids(await playlist('/v2/playlists/search01?search=drama'))).toEqual(['movie002', 'movie001', 'series01']);
    expect(ids(await playlist('/v2/playlists/search01?search=bob%20builder'))).toEqual(['movie001']);
    expect(ids(await playlist('/v2/playlists/search01'))).toEqual([]);
  });

  it('answers a RECOMMENDATIONS playlist: most shared tags and genre first, within its scope, never the item itself', async () => {
    expect(ids(await playlist('/v2/playlists/recomm01?related_media_id=movie001'))).toEqual(['series01', 'movie002']);
    expect(ids(await playlist('/v2/playlists/recomm01'))).toEqual([]);
  });

  it('filters by use_tags', async () => {
    expect(ids(await playlist('/v2/playlists/dynamic1?use_tags=comedy,family'))).toEqual(['movie002', 'movie001']);
  });

  it.each([
    ['/v2/playlists/zzzzzzzz', 404, 'Playlist not found', undefined],
    ['/v2/playlists/recomm01?related_media_id=zzzzzzzz', 404, 'MediaItem not found', undefined],
    ['/v2/playlists/recomm01?related_media_id=x', 400, 'Invalid parameter "related_media_id": is not a valid id', 'related_media_id'],
    ['/v2/playlists/manual01?page_limit=abc', 400, 'Invalid parameter "page_limit": must be an integer', 'page_limit'],
    ['/v2/playlists/manual01?page_limit=501', 400, 'Invalid parameter "page_limit": must be an integer from 1 to 500', 'page_limit'],
    ['/v2/playlists/manual01?page_limit=0', 400, 'Invalid parameter "page_limit": must be an integer from 1 to 500', 'page_limit'],
    ['/v2/playlists/manual01?page_offset=-1', 400, 'Invalid parameter "page_offset": must be an integer from 1 to 9007199254740991', 'page_offset'],
    ['/v2/playlists/manual01?page_limit=1&page_limit=2', 400, 'Invalid parameter "page_limit": must be given once', 'page_limit'],
    ['/v2/playlists/manual!1', 400, 'Invalid parameter "id": is not a valid id', 'id'],
  ])('%s -> %i', async (url, status, message, parameter) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ message, code: status, ...(parameter ? { parameter } : {}) });
  });
});

describe('content lists and search', () => {
  it('serves a content list in its own shape: id, title, description and a list of entries with custom_params', async () => {
    const response = await get(app, '/v2/sites/fixsite1/content_lists/clist001');
    expect(response.statusCode).toBe(200);
    const body = json<{ id: string; title: string; list: Array<Record<string, unknown>> }>(response);
    expect(Object.keys(body)).toEqual(['id', 'title', 'description', 'list']);
    expect(body).toMatchObject({ id: 'clist001', title: 'Staff picks' });
    expect(body.list.map((entry) => entry['media_id'])).toEqual(['movie002', 'movie001']);
    expect(body.list[1]).toEqual({
      media_id: 'movie001',
      title: 'Alpha Movie',
      description: "A red square's journey.",
      tags: ['drama', 'family'],
      duration: 6,
      custom_params: expect.objectContaining({ genre: 'Drama', rating: 'PG', contentType: 'movie', year: '2023', free: 'true', 'title-es': 'Película Alfa', trailerId: 'trail001' }),
    });
    expect(Object.values(body.list[1]!['custom_params'] as object).every((value) => typeof value === 'string')).toBe(true);
  });

  it('pages a content list with page_limit and page_offset', async () => {
    const body = json<{ list: Array<{ media_id: string }> }>(await get(app, '/v2/sites/fixsite1/content_lists/clist001?page_limit=1&page_offset=2'));
    expect(body.list.map((entry) => entry.media_id)).toEqual(['movie001']);
  });

  it('searches the whole site with app_content search', async () => {
    expect(ids(await playlist('/v2/sites/fixsite1/app_content/media/search?search_query=fixture'))).toEqual(['channel1', 'channel2']);
    expect(ids(await playlist('/v2/sites/fixsite1/app_content/media/search?search_query=zebra'))).toEqual([]);
  });

  it('searches within the config search playlist on the second API shape', async () => {
    expect(ids(await playlist('/search?search_query=pilot&configId=fixtcfg1'))).toEqual(['episod01']);
    expect(ids(await playlist('/search?search_query=pilot'))).toEqual(['episod01']);
  });

  it('lists related items on the second API shape', async () => {
    expect(ids(await playlist('/related/movie002'))).toEqual(['movie001', 'series01']);
  });

  it.each([
    ['/v2/sites/fixsite1/content_lists/zzzzzzzz', 404, 'Content list not found'],
    ['/v2/sites/othersit/content_lists/clist001', 404, 'Site not found'],
    ['/v2/sites/othersit/app_content/media/search?search_query=x', 404, 'Site not found'],
    ['/search?search_query=x&configId=nopecfg1', 404, 'Config not found'],
    ['/search?search_query=x&configId=BAD', 400, 'Invalid parameter "configId": is not a valid id'],
    ['/related/zzzzzzzz', 404, 'MediaItem not found'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});

describe('watchlists', () => {
  it('returns the given media in the given order, skipping unknown ids', async () => {
    const body = await playlist('/apps/watchlists/favlist1?media_ids=movie002,zzzzzzzz,episod01&token=t');
    expect(ids(body)).toEqual(['movie002', 'episod01']);
    expect(body).toMatchObject({ feedid: 'favlist1', kind: 'WATCHLIST' });
    expect(ids(await playlist('/apps/watchlists/cwlist01'))).toEqual([]);
  });

  it.each([
    ['/apps/watchlists/zzzzzzzz?media_ids=movie001', 404, 'Playlist not found'],
    ['/apps/watchlists/favlist1?media_ids=movie001,bad', 400, 'Invalid parameter "media_ids": "bad" is not a valid id'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
