import { describe, expect, it } from 'vitest';
import { episodesPageSchema, paginationSchema, seasonWithEpisodesSchema, seriesLookupSchema, seriesSchema } from './series';

describe('seriesSchema', () => {
  it('parses a series with seasons', () => {
    const parsed = seriesSchema.parse({
      series_id: 's1',
      title: 'Show',
      episode_count: 12,
      season_count: 2,
      seasons: [
        { season_id: 'a', season_number: 1, season_title: 'One', season_description: null, episode_count: 6 },
        { season_number: 2, episode_count: 6 },
      ],
    });
    expect(parsed.seasons.map((season) => season.season_number)).toEqual([1, 2]);
    expect(parsed.seasons[0]?.season_description).toBeUndefined();
  });

  it('reads missing seasons as a flat series', () => {
    expect(seriesSchema.parse({ series_id: 's1', episode_count: 3, seasons: null }).seasons).toEqual([]);
  });

  it.each([['series_id'], ['episode_count']])('needs %s', (field) => {
    const series: Record<string, unknown> = { series_id: 's1', episode_count: 3 };
    delete series[field];
    expect(seriesSchema.safeParse(series).success).toBe(false);
  });
});

describe('episodes', () => {
  const page = {
    episodes: [{ episode_number: 1, season_number: 1, media_item: { mediaid: 'e1', title: 'Pilot' } }],
    page: 1,
    page_limit: 20,
    total: 21,
  };

  it('parses a page of episodes with page, page_limit and total at the top level', () => {
    const parsed = episodesPageSchema.parse(page);
    expect(parsed.episodes[0]?.media_item.title).toBe('Pilot');
    expect(parsed).toMatchObject({ page: 1, page_limit: 20, total: 21 });
  });

  it('rejects paging nested under "pagination" (not the delivery API shape)', () => {
    const { episodes } = page;
    expect(episodesPageSchema.safeParse({ episodes, pagination: { page: 1, page_limit: 20, total: 21 } }).success).toBe(false);
  });

  it('rejects pagination without a total', () => {
    expect(paginationSchema.safeParse({ page: 1, page_limit: 20 }).success).toBe(false);
  });

  it('combines a season with its episodes', () => {
    const parsed = seasonWithEpisodesSchema.parse({ season_number: 1, episode_count: 1, ...page });
    expect(parsed.episodes).toHaveLength(1);
  });

  it('maps media ids to their series', () => {
    expect(seriesLookupSchema.parse({ e1: [{ series_id: 's1', episode_number: 1, season_number: 1 }], m2: [] })).toEqual({
      e1: [{ series_id: 's1', episode_number: 1, season_number: 1 }],
      m2: [],
    });
  });
});
