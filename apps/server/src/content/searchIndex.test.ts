import { describe, expect, it } from 'vitest';
import { SearchIndex } from './searchIndex';

const index = new SearchIndex([
  { title: 'Language Lab', other: ['Learn Español'], pubdate: 1 },
  { title: 'The Lab of Language', other: [], pubdate: 2 },
  { title: 'Mandelbrot Zoom', other: ['fractal, maths', 'Benoît'], pubdate: 3 },
  { title: 'Zoom meeting', other: ['a lab session'], pubdate: 4 },
  { title: 'Labyrinth', other: [], pubdate: 5 },
]);

describe('search index', () => {
  it.each([
    ['language lab', [0, 1]],
    ['lab', [4, 1, 0, 3]],
    ['ZOOM', [3, 2]],
    ['espanol', [0]],
    ['benoit fractal', [2]],
    ['zoom lab', [3]],
    ['nothing', []],
    ['  ', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(index.search(query)).toEqual(expected);
  });

  it('narrows to a scope', () => {
    expect(index.search('lab', (item) => item % 2 === 1)).toEqual([1, 3]);
  });

  it('orders thousands of results the same way (one scan of the newest-first list)', () => {
    const documents = Array.from({ length: 5000 }, (_, i) => ({
      title: i % 7 === 0 ? `Common thread ${i}` : i % 11 === 0 ? `A common tale ${i}` : `Other ${i}`,
      other: ['common ground'],
      pubdate: (i * 7919) % 5003,
    }));
    const large = new SearchIndex(documents);
    const tier = (i: number): number => (i % 7 === 0 ? 0 : i % 11 === 0 ? 1 : 3);
    const expected = documents
      .map((_, i) => i)
      .sort((a, b) => tier(a) - tier(b) || documents[b]!.pubdate - documents[a]!.pubdate || a - b);
    expect(large.search('common')).toEqual(expected);
    expect(large.search('common', (i) => i < 100)).toEqual(expected.filter((i) => i < 100));
  });

  it('can be asked again with the same answer (scratch counters are reset)', () => {
    expect(index.search('lab')).toEqual(index.search('lab'));
  });
});
