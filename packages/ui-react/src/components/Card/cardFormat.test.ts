import { describe, expect, it } from 'vitest';
import { cssAspectRatio, episodeNumbers, progressPercent } from './cardFormat';

describe('episodeNumbers', () => {
  it('reads season and episode numbers of an episode, as numbers or text', () => {
    expect(episodeNumbers({ contentType: 'episode', seasonNumber: 1, episodeNumber: 2 })).toEqual({ season: 1, episode: 2 });
    expect(episodeNumbers({ contentType: 'episode', seasonNumber: '2', episodeNumber: '10' })).toEqual({ season: 2, episode: 10 });
  });

  it.each([
    ['a movie', { contentType: 'movie', seasonNumber: 1, episodeNumber: 2 }],
    ['an episode without a season', { contentType: 'episode', episodeNumber: 2 }],
    ['an episode with a text number', { contentType: 'episode', seasonNumber: 'one', episodeNumber: 2 }],
  ])('gives nothing for %s', (_case, item) => {
    expect(episodeNumbers(item)).toBeUndefined();
  });
});

describe('cssAspectRatio', () => {
  it.each([
    ['16:9', '16 / 9'],
    ['2:3', '2 / 3'],
    [undefined, '16 / 9'],
    ['wide', '16 / 9'],
  ])('%s is %s', (ratio, css) => {
    expect(cssAspectRatio(ratio)).toBe(css);
  });
});

describe('progressPercent', () => {
  it.each([
    [0.456, 46],
    [1.2, 100],
    [-1, 0],
  ])('%s is %s %%', (progress, percent) => {
    expect(progressPercent(progress)).toBe(percent);
  });
});
