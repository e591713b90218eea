import { describe, expect, it } from 'vitest';
import { pageOf, playlistLinks } from './pagination';

describe('pagination', () => {
  it.each([
    [{ limit: 2, offset: 1 }, ['a', 'b']],
    [{ limit: 2, offset: 4 }, ['d', 'e']],
    [{ limit: 2, offset: 5 }, ['e']],
    [{ limit: 2, offset: 9 }, []],
  ])('page %j of five items is %j', (page, items) => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], page)).toEqual({ items, total: 5 });
  });

  it('links pages, keeping the other parameters', () => {
    expect(playlistLinks('http://h/p', [['search', 'a b'], ['page_offset', '3']], { limit: 2, offset: 3 }, 5)).toEqual({
      first: 'http://h/p?search=a+b&page_limit=2&page_offset=1',
      last: 'http://h/p?search=a+b&page_limit=2&page_offset=5',
      next: 'http://h/p?search=a+b&page_limit=2&page_offset=5',
      prev: 'http://h/p?search=a+b&page_limit=2&page_offset=1',
    });
    expect(playlistLinks('http://h/p', [], { limit: 10, offset: 1 }, 0)).toEqual({ first: 'http://h/p?page_limit=10&page_offset=1', last: 'http://h/p?page_limit=10&page_offset=1' });
  });
});
