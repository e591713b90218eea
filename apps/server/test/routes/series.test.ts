import { episodesPageSchema, seriesLookupSchema, seriesSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

type EpisodesReply = { episodes: Array<{ episode_number: number; season_number: number; media_item: { mediaid: string } }>; pagination: Record<string, number> };
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
    });
  });

  it('looks up where media sit in series', async () => {
    const body = seriesLookupSchema.parse(json(await get(app, '/apps/series?media_ids=episod02,movie001,zzzzzzzz')));
    expect(body).toEqual({ episod02: [{ series_id: 'series01', season_number: 1, episode_number: 2 }], movie001: [], zzzzzzzz: [] });
  });

  it('pages the episodes of a season', async () => {
    const body = await episodes('/apps/series/series01/seasons/1/episodes?page_limit=1&page_offset=2');
    expect(body.episodes).toEqual([expect.objectContaining({ episode_number: 2, season_number: 1, media_item: expect.objectContaining({ mediaid: 'episod02', episodeNumber: '2' }) })]);
    expect(body.pagination).toEqual({ page: 2, page_limit: 1, total: 2 });
  });

  it('pages all episodes, 20 by default', async () => {
    const body = await episodes('/apps/series/series01/episodes');
    expect(episodeIds(body)).toEqual(['episod01', 'episod02', 'episod03']);
    expect(body.pagination).toEqual({ page: 1, page_limit: 20, total: 3 });
  });

  it('lists the episodes after a given one', async () => {
    const body = await episodes('/apps/series/series01/episodes?after_id=episod01');
    expect(episodeIds(body)).toEqual(['episod02', 'episod03']);
    expect(body.pagination.total).toBe(2);
  });

  it.each([
    ['/apps/series/zzzzzzzz', 404, 'Series not found'],
    ['/apps/series/movie001/episodes', 404, 'Series not found'],
    ['/apps/series/series01/seasons/3/episodes', 404, 'Season not found'],
    ['/apps/series/series01/seasons/one/episodes', 400, 'Invalid parameter "season": must be a season number'],
    ['/apps/series/series01/episodes?after_id=movie001', 400, 'Invalid parameter "after_id": is not an episode of this series'],
    ['/apps/series/series01/episodes?page_limit=x', 400, 'Invalid parameter "page_limit": must be an integer'],
    ['/apps/series/series01/episodes?page_offset=0', 400, 'Invalid parameter "page_offset": must be an integer from 1 to 9007199254740991'],
    ['/apps/series?media_ids=episod01,,no', 400, 'Invalid parameter "media_ids": "no" is not a valid id'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
