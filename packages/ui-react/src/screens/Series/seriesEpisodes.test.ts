import type { Episode, EpisodesPage } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { nextEpisodesPage } from '../../hooks/useEpisodes';
import { tabIndexForKey } from './SeriesTabs';
import { episodePlaceLabel, episodesOfPages, initialSeasonNumber, placeOfEpisode, placeOfItem, seasonLabel } from './seriesEpisodes';

const SEASONS = [
  { season_number: 1, episode_count: 26 },
  { season_number: 2, episode_count: 8, season_title: 'The Winter' },
];
const t = (key: string, options: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
const episode = (mediaid: string, episode_number: number, season_number?: number): Episode => ({ episode_number, season_number, media_item: { mediaid, title: mediaid } });

describe('series episodes', () => {
  it('opens the list on the shown episode’s season, else the first season, none without seasons', () => {
    expect(initialSeasonNumber(SEASONS, { seasonNumber: '2' })).toBe(2);
    expect(initialSeasonNumber(SEASONS, { seasonNumber: 7 })).toBe(1);
    expect(initialSeasonNumber(SEASONS, undefined)).toBe(1);
    expect(initialSeasonNumber([], { seasonNumber: 1 })).toBeUndefined();
  });

  it('puts the loaded pages together in order', () => {
    const page = (episodes: Episode[]): EpisodesPage => ({ episodes, page: 1, page_limit: 20, total: 3 });
    expect(episodesOfPages([page([episode('a', 1)]), page([episode('b', 2), episode('c', 3)])]).map((entry) => entry.media_item.mediaid)).toEqual(['a', 'b', 'c']);
    expect(episodesOfPages(undefined)).toEqual([]);
  });

  it('labels an episode S:E with a season, "Episode n" without, nothing without a number', () => {
    expect(episodePlaceLabel(placeOfEpisode(episode('a', 3, 1)), t)).toBe('common:media.episode_label {"season":1,"episode":3}');
    expect(episodePlaceLabel(placeOfEpisode(episode('a', 3)), t)).toBe('video:episode_number {"number":3}');
    expect(episodePlaceLabel(placeOfItem({ seasonNumber: '0', episodeNumber: '4' }), t)).toBe('video:episode_number {"number":4}');
    expect(episodePlaceLabel(placeOfItem({}), t)).toBeUndefined();
    expect(placeOfItem({ seasonNumber: 'x', episodeNumber: '' })).toEqual({ season: undefined, episode: undefined });
  });

  it('names a season by its title, else by its number', () => {
    expect(seasonLabel(SEASONS[1]!, t)).toBe('The Winter');
    expect(seasonLabel(SEASONS[0]!, t)).toBe('video:season_number {"number":1}');
  });

  it('asks for the next page (page_offset = the previous reply\'s page) until the total is reached', () => {
    expect(nextEpisodesPage({ page: 1, page_limit: 20, total: 26 })).toBe(1);
    expect(nextEpisodesPage({ page: 2, page_limit: 20, total: 26 })).toBeUndefined();
    expect(nextEpisodesPage({ page: 1, page_limit: 20, total: 20 })).toBeUndefined();
  });

  it('moves between tabs with the arrow keys (wrapping), Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexForKey('Home', 1, 2)).toBe(0);
    expect(tabIndexForKey('End', 0, 2)).toBe(1);
    expect(tabIndexForKey('Enter', 0, 2)).toBeUndefined();
  });
});
