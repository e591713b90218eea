import { describe, expect, it } from 'vitest';
import { cssAspectRatio, episodeNumbers, formatDuration, progressPercent } from './cardFormat';

describe('formatDuration', () => {
  it.each([
    [59, '00:59'],
    [245, '04:05'],
    [3599, '59:59'],
    [3600, '1h'],
    [3900, '1h 5m'],
    [7384.4, '2h 3m'],
  ])('%s s is "%s" in English', (seconds, label) => {
    expect(formatDuration(seconds, 'en')).toBe(label);
  });

  it('writes hours and minutes with the units of the language', () => {
    expect(formatDuration(3900, 'de')).toContain('5 Min.');
    expect(formatDuration(3900, 'th')).not.toBe(formatDuration(3900, 'en'));
  });

  it.each([[0], [-4], [Number.NaN], [undefined], [null]])('has no label for %s', (seconds) => {
    expect(formatDuration(seconds, 'en')).toBeUndefined();
  });
});

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
