import { describe, expect, it } from 'vitest';
import { LruCache, stringSize } from './LruCache';

describe('LruCache', () => {
  it('evicts the least recently used entries beyond its size budget', () => {
    const cache = new LruCache<string, string>(6, (value) => value.length);
    cache.set('a', 'aa');
    cache.set('b', 'bb');
    cache.set('c', 'cc');
    expect(cache.get('a')).toBe('aa');
    cache.set('d', 'dd');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['aa', 'cc', 'dd']);
    expect(cache.size).toBe(6);
    expect(cache.count).toBe(3);
  });

  it('replaces an entry and keeps nothing larger than the budget', () => {
    const cache = new LruCache<string, string>(4, (value) => value.length);
    cache.set('a', 'aa');
    cache.set('a', 'aaa');
    expect(cache.size).toBe(3);
    cache.set('big', 'xxxxx');
    expect(cache.get('big')).toBeUndefined();
    cache.delete('a');
    cache.delete('missing');
    expect(cache.size).toBe(0);
  });

  it('counts two bytes per string unit', () => {
    expect(stringSize('abc')).toBe(6);
  });
});
