import { describe, expect, it } from 'vitest';
import { RelatedIndex } from './relatedIndex';

const index = new RelatedIndex([
  { tags: 'drama,family', genre: 'Drama', pubdate: 1 },
  { tags: 'drama', genre: 'Comedy', pubdate: 2 },
  { tags: 'family, drama', genre: 'Drama', pubdate: 3 },
  { tags: 'sport', genre: 'drama', pubdate: 4 },
  { tags: undefined, genre: undefined, pubdate: 5 },
]);

describe('related index', () => {
  it('ranks by shared tags and genre, then newest, never the item itself', () => {
    expect(index.related(0)).toEqual([2, 1, 3]);
    expect(index.related(4)).toEqual([]);
  });

  it('narrows to a scope and answers repeated questions the same', () => {
    expect(index.related(0, (other) => other !== 2)).toEqual([1, 3]);
    expect(index.related(0)).toEqual([2, 1, 3]);
  });

  it('lists items by tag', () => {
    expect(index.withTag(' Family ')).toEqual([0, 2]);
    expect(index.tagsOfItem(2)).toEqual(['family', 'drama']);
    expect(index.tagsOfItem(99)).toEqual([]);
  });
});
