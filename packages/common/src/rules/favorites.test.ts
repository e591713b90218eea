import { describe, expect, it } from 'vitest';
import { LIST_LIMIT_DEFAULT } from '../constants';
import { isFavorite, toggleFavorite } from './favorites';

/** The smaller limit of one provider variant (spec 000 §9). */
const LIST_LIMIT_SMALL = 40;

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ mediaid: `m${index}` }));

describe('toggleFavorite', () => {
  it('removes an item that is present', () => {
    expect(toggleFavorite([{ mediaid: 'a' }, { mediaid: 'b' }, { mediaid: 'c' }], { mediaid: 'b' })).toEqual({
      ok: true,
      action: 'removed',
      favorites: [{ mediaid: 'a' }, { mediaid: 'c' }],
    });
  });

  it('adds a new item at the front', () => {
    expect(toggleFavorite([{ mediaid: 'a' }], { mediaid: 'z' })).toEqual({ ok: true, action: 'added', favorites: [{ mediaid: 'z' }, { mediaid: 'a' }] });
  });

  it.each([
    ['default limit, 47 saved', 47, undefined, true],
    ['default limit, 48 saved', 48, undefined, false],
    ['smaller limit, 39 saved', 39, LIST_LIMIT_SMALL, true],
    ['smaller limit, 40 saved', 40, LIST_LIMIT_SMALL, false],
    ['smaller limit, 48 saved after a provider change', 48, LIST_LIMIT_SMALL, false],
  ])('%s: adding allowed %s', (_name, count, limit, allowed) => {
    const result = toggleFavorite(items(count), { mediaid: 'new' }, limit);
    if (allowed) {
      expect(result).toMatchObject({ ok: true, action: 'added' });
      expect(result.ok && result.favorites).toHaveLength(count + 1);
    } else {
      expect(result).toEqual({ ok: false, warning: { translationKey: 'video:favorites_warning', maxCount: limit ?? LIST_LIMIT_DEFAULT } });
    }
  });

  it('still removes from a full list', () => {
    const result = toggleFavorite(items(48), { mediaid: 'm0' });
    expect(result.ok && result.favorites).toHaveLength(47);
    expect(isFavorite(items(3), 'm2')).toBe(true);
    expect(isFavorite(items(3), 'm3')).toBe(false);
  });
});
