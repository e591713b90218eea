import type { MediaItem } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { CONCERT_FIELDS, PEOPLE_FIELDS, detailEntries, languageName, listOf, metadataLine } from './mediaMetadata';

const format = ({ hours, minutes }: { hours: number; minutes: number }) => `${hours}:${minutes}`;

describe('media metadata', () => {
  it('splits comma lists and arrays into trimmed values', () => {
    expect(listOf(' Ann ,Bo,, ')).toEqual(['Ann', 'Bo']);
    expect(listOf(['Ann', ' '])).toEqual(['Ann']);
    expect(listOf(null)).toEqual([]);
  });

  it('builds the metadata line from year, duration, rating and genre, leaving out what is missing', () => {
    expect(metadataLine({ year: 2021, duration: 5520, rating: '12', genre: 'Drama' }, format)).toEqual(['2021', '1:32', '12', 'Drama']);
    expect(metadataLine({ year: '2021', duration: 0, rating: ' ', genre: undefined }, format)).toEqual(['2021']);
  });

  it('lists the details an item has, in order', () => {
    const item: MediaItem = { mediaid: 'x', title: 'x', conductor: 'Elske', orchestra: 'Strings', cast: ['A', 'B'], actors: '' };
    expect(detailEntries(item, CONCERT_FIELDS)).toEqual([
      { labelKey: 'orchestra', values: ['Strings'] },
      { labelKey: 'conductor', values: ['Elske'] },
    ]);
    expect(detailEntries(item, PEOPLE_FIELDS)).toEqual([{ labelKey: 'cast', values: ['A', 'B'] }]);
  });

  it('names languages in the display language, keeping codes it does not know', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'fr')).toBe('allemand');
    expect(languageName('not a code!', 'en')).toBe('not a code!');
  });
});
