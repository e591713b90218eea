import { episodesPageSchema, seriesLookupSchema, seriesSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

type EpisodesReply = {
  episodes: Array<{ episode_number: number; season_number: number; media_item: { mediaid: string } }>;
  page: number;
  page_limit: number;
  total: number;
};
const episodeIds = (reply: EpisodesReply): string[] => reply.episodes.map((episode) => episode.media_item.mediaid);

async function episodes(url: string): Promise<EpisodesReply> {
  const response = await get(app, url);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<EpisodesReply>(response);
  episodesPageSchema.parse(body);
  return body;
}

describe('series routes', () => {
  it('serves a series with its seasons', async () => {
    const body = seriesSchema.parse(json(await get(app, '/apps/series/series01')));
    expect(body).toEqual({
      series_id: 'series01',
      title: 'The Show',
      description: 'A show in two seasons.',
      seasons: [
        { season_id: 'series01-1', season_number: 1, season_title: 'Season 1', season_description: 'The start.', episode_count: 2, total_duration: 8 },
        { season_id: 'series01-2', season_number: 2, season_title: 'Season 2', episode_count: 1, total_duration: 6 },
      ],
      episode_count: 3,
      season_count: 2,
      total_duration: 14,
    });
  });

  it('looks up where media sit in series', async () => {
    const body = seriesLookupSchema.parse(json(await get(app, '/apps/series?media_ids=episod02,movie001,zzzzzzzz')));
    expect(body).toEqual({ episod02: [{ series_id: 'series01', season_number: 1, episode_number: 2 }], movie001: [], zzzzzzzz: [] });
  });

  const paging = (body: EpisodesReply) => ({ page: body.page, page_limit: body.page_limit, total: body.total });

  it('pages the episodes of a season: page_offset is a 0-based page index, page the 1-based page served', async () => {
    const first = await episodes('/apps/series/series01/seasons/1/episodes?page_limit=1&page_offset=0');
    expect(episodeIds(first)).toEqual(['episod01']);
    expect(paging(first)).toEqual({ page: 1, page_limit: 1, total: 2 });
    const second = await episodes(`/apps/series/series01/seasons/1/episodes?page_limit=1&page_offset=${first.page}`);
    expect(second.episodes).toEqual([expect.objectContaining({ episode_number: 2, season_number: 1, media_item: expect.objectContaining({ mediaid: 'episod02', episodeNumber: '2' }) })]);
    expect(paging(second)).toEqual({ page: 2, page_limit: 1, total: 2 });
    expect(Object.keys(second)).toEqual(['episodes', 'page', 'page_limit', 'total']);
  });

  it('pages all episodes from page_offset 0, 20 by default, until page * page_limit reaches the total', async () => {
    const body = await episodes('/apps/series/series01/episodes');
    expect(episodeIds(body)).toEqual(['episod01', 'episod02', 'episod03']);
    expect(paging(body)).toEqual({ page: 1, page_limit: 20, total: 3 });
    const seen: string[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const page = await episodes(`/apps/series/series01/episodes?page_limit=2&page_offset=${offset}`);
      seen.push(...episodeIds(page));
      offset = page.page * page.page_limit < page.total ? page.page : undefined;
    }
    expect(seen).toEqual(['episod01', 'episod02', 'episod03']);
  });

  it('answers an empty page past the end', async () => {
    const body = await episodes('/apps/series/series01/episodes?page_offset=5');
    expect(body.episodes).toEqual([]);
    expect(paging(body)).toEqual({ page: 6, page_limit: 20, total: 3 });
  });

  it('lists the episodes after a given one', async () => {
    const body = await episodes('/apps/series/series01/episodes?after_id=episod01');
    expect(episodeIds(body)).toEqual(['episod02', 'episod03']);
    expect(body.total).toBe(2);
  });

  it.each([
    ['/apps/series/zzzzzzzz', 404, 'Series not found'],
    ['/apps/series/movie001/episodes', 404, 'Series not found'],
    ['/apps/series/series01/seasons/3/episodes', 404, 'Season not found'],
    ['/apps/series/series01/seasons/one/episodes', 400, 'Invalid parameter "season": must be a season number'],
    ['/apps/series/series01/episodes?after_id=movie001', 400, 'Invalid parameter "after_id": is not an episode of this series'],
    ['/apps/series/series01/episodes?page_limit=x', 400, 'Invalid parameter "page_limit": must be an integer'],
    ['/apps/series/series01/episodes?page_offset=-1', 400, 'Invalid parameter "page_offset": must be an integer from 0 to 1000000'],
    ['/apps/series/series01/seasons/1/episodes?page_offset=1&page_offset=2', 400, 'Invalid parameter "page_offset": must be given once'],
    ['/apps/series/series01/episodes?page_limit=0', 400, 'Invalid parameter "page_limit": must be an integer from 1 to 500'],
    ['/apps/series/series01/episodes?after_id=bad', 400, 'Invalid parameter "after_id": is not a valid id'],
    ['/apps/series?media_ids=episod01,,no', 400, 'Invalid parameter "media_ids": "no" is not a valid id'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
