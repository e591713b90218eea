import { describe, expect, it } from 'vitest';
import {
  favoriteSchema,
  storedFavoriteSchema,
  storedFavoritesSchema,
  storedWatchHistoryEntrySchema,
  storedWatchHistorySchema,
  watchHistoryEntrySchema,
} from './lists';

describe('stored watch history', () => {
  it.each([
    [0, true],
    [0.5, true],
    [1, true],
    [-0.01, false],
    [1.01, false],
    ['0.5', false],
  ])('progress %s is valid: %s', (progress, valid) => {
    expect(storedWatchHistoryEntrySchema.safeParse({ mediaid: 'm1', progress }).success).toBe(valid);
  });

  it.each([
    ['no mediaid', { progress: 0.5 }],
    ['empty mediaid', { mediaid: '', progress: 0.5 }],
    ['no progress', { mediaid: 'm1' }],
  ])('rejects an entry with %s', (_name, entry) => {
    expect(storedWatchHistoryEntrySchema.safeParse(entry).success).toBe(false);
  });

  it('keeps only mediaid, progress and seriesId', () => {
    expect(storedWatchHistorySchema.parse([{ mediaid: 'e1', progress: 0.3, seriesId: 's1', title: 'dropped' }])).toEqual([
      { mediaid: 'e1', progress: 0.3, seriesId: 's1' },
    ]);
  });

  it('fails the whole stored list when one entry is invalid (saving is then blocked)', () => {
    expect(storedWatchHistorySchema.safeParse([{ mediaid: 'm1', progress: 0.2 }, { mediaid: 'm2' }]).success).toBe(false);
  });
});

describe('in-memory watch history', () => {
  it('carries the media item it was made from', () => {
    const parsed = watchHistoryEntrySchema.parse({
      mediaid: 'm1',
      progress: 0.4,
      title: 'One',
      duration: 60,
      playlistItem: { mediaid: 'm1', title: 'One' },
    });
    expect(parsed.playlistItem.mediaid).toBe('m1');
    expect(watchHistoryEntrySchema.safeParse({ mediaid: 'm1', progress: 0.4 }).success).toBe(false);
  });
});

describe('favorites', () => {
  it('stores only the mediaid', () => {
    expect(storedFavoritesSchema.parse([{ mediaid: 'm1', title: 'dropped' }])).toEqual([{ mediaid: 'm1' }]);
    expect(storedFavoriteSchema.safeParse({}).success).toBe(false);
  });

  it('keeps title, tags, duration and item in memory', () => {
    const parsed = favoriteSchema.parse({ mediaid: 'm1', title: 'One', tags: 'a,b', duration: 60, playlistItem: { mediaid: 'm1' } });
    expect(parsed).toMatchObject({ title: 'One', tags: 'a,b', duration: 60 });
  });
});
