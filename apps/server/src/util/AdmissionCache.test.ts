import { describe, expect, it } from 'vitest';
import { AdmissionCache } from './AdmissionCache';

describe('AdmissionCache', () => {
  it('keeps a value from its second offer on', () => {
    const cache = new AdmissionCache<string, string>(1024, (value) => value.length);
    cache.offer('a', 'A');
    expect(cache.get('a')).toBeUndefined();
    cache.offer('a', 'A');
    expect(cache.get('a')).toBe('A');
    expect(cache.size).toBe(1);
  });

  it('stays within its budget', () => {
    const cache = new AdmissionCache<string, string>(4, (value) => value.length);
    for (const key of ['a', 'b', 'c']) {
      cache.offer(key, 'xx');
      cache.offer(key, 'xx');
    }
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'xx', 'xx']);
  });
});
