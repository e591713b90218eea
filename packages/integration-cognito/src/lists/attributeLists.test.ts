import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_MAX_LENGTH, readFavorites, readWatchHistory, writeFavorites, writeWatchHistory } from './attributeLists';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `media${String(index).padStart(3, '0')}`);

describe('favorites and history as JSON attribute values (001 §7.7)', () => {
  it.each([
    ['no attribute', undefined, []],
    ['an empty value', '', []],
    ['not JSON', '{oops', []],
    ['not a list', '{"mediaid":"a"}', []],
    ['a bad entry among good ones (dropped alone)', '[{"mediaid":"a"},{"id":"b"},{"mediaid":"c"}]', [{ mediaid: 'a' }, { mediaid: 'c' }]],
    ['duplicates (the first kept)', '[{"mediaid":"a"},{"mediaid":"a"}]', [{ mediaid: 'a' }]],
  ])('reads %s', (_name, value, expected) => {
    expect(readFavorites(value, 40)).toEqual(expected);
  });

  it('reads at most the limit, newest first', () => {
    expect(readFavorites(writeFavorites(ids(45).map((mediaid) => ({ mediaid })), 45), 40)).toHaveLength(40);
  });

  it('writes at most the limit, and never past the attribute size a pool accepts', () => {
    const favorites = JSON.parse(writeFavorites(ids(45).map((mediaid) => ({ mediaid })), 40)) as unknown[];
    expect(favorites).toHaveLength(40);
    const long = ids(40).map((id) => ({ mediaid: `${id}-${'x'.repeat(60)}` }));
    const written = writeFavorites(long, 40);
    expect(written.length).toBeLessThanOrEqual(ATTRIBUTE_MAX_LENGTH);
    expect(JSON.parse(written)[0]).toEqual(long[0]);
  });

  it('keeps 40 history entries with progress to 3 decimals and the series id, within one attribute', () => {
    const history = ids(40).map((mediaid, index) => ({ mediaid, progress: index / 39 + 0.0000001 * (index % 2), seriesId: index % 5 === 0 ? 'serie001' : undefined }));
    const value = writeWatchHistory(history, 40);
    expect(value.length).toBeLessThanOrEqual(ATTRIBUTE_MAX_LENGTH);
    const read = readWatchHistory(value, 40);
    expect(read).toHaveLength(40);
    expect(read[1]).toEqual({ mediaid: 'media001', progress: 0.026 });
    expect(read[5]).toEqual({ mediaid: 'media005', progress: 0.128, seriesId: 'serie001' });
  });

  it('drops history entries whose progress is out of range', () => {
    expect(readWatchHistory('[{"mediaid":"a","progress":1.5},{"mediaid":"b","progress":0.5}]', 40)).toEqual([{ mediaid: 'b', progress: 0.5 }]);
  });
});
