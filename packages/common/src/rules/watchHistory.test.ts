import { describe, expect, it } from 'vitest';
import { addToWatchHistory, clampProgress, updateWatchHistoryProgress, type WatchHistoryEntryLike } from './watchHistory';

const entry = (mediaid: string, progress = 0.5, seriesId?: string): WatchHistoryEntryLike => ({ mediaid, progress, ...(seriesId ? { seriesId } : {}) });
const ids = (history: WatchHistoryEntryLike[]) => history.map((item) => item.mediaid);

describe('addToWatchHistory', () => {
  it.each<[string, WatchHistoryEntryLike[], WatchHistoryEntryLike, number | undefined, string[]]>([
    ['a new item goes to the front', [entry('a'), entry('b')], entry('c'), undefined, ['c', 'a', 'b']],
    ['a known item moves to the front', [entry('a'), entry('b'), entry('c')], entry('c'), undefined, ['c', 'a', 'b']],
    ['another episode of the same series replaces it', [entry('e1', 0.5, 's1'), entry('m')], entry('e2', 0.1, 's1'), undefined, ['e2', 'm']],
    ['episodes of other series stay', [entry('e1', 0.5, 's1'), entry('x1', 0.5, 's2')], entry('e2', 0.1, 's1'), undefined, ['e2', 'x1']],
    ['items without a series are not grouped', [entry('a'), entry('b')], entry('c', 0.2, ''), undefined, ['c', 'a', 'b']],
    ['truncated to the limit', [entry('a'), entry('b'), entry('c')], entry('d'), 3, ['d', 'a', 'b']],
    ['a negative limit keeps nothing', [entry('a')], entry('b'), -1, []],
  ])('%s', (_name, history, added, limit, expected) => {
    expect(ids(addToWatchHistory(history, added, limit))).toEqual(expected);
  });

  it('truncates to 48 by default', () => {
    const history = Array.from({ length: 48 }, (_, index) => entry(`m${index}`));
    const result = addToWatchHistory(history, entry('new'));
    expect(result).toHaveLength(48);
    expect(result[0]?.mediaid).toBe('new');
    expect(result.at(-1)?.mediaid).toBe('m46');
  });

  it('stores the new progress of a moved item', () => {
    expect(addToWatchHistory([entry('a', 0.2), entry('b', 0.3)], entry('b', 0.8))).toEqual([entry('b', 0.8), entry('a', 0.2)]);
  });
});

describe('updateWatchHistoryProgress', () => {
  it('updates the progress of an existing item without moving it', () => {
    expect(updateWatchHistoryProgress([entry('a', 0.2), entry('b', 0.3)], 'b', 0.7)).toEqual([entry('a', 0.2), entry('b', 0.7)]);
  });

  it('leaves the list as it is for an unknown item', () => {
    const history = [entry('a', 0.2)];
    const result = updateWatchHistoryProgress(history, 'z', 0.7);
    expect(result).toEqual(history);
    expect(result).not.toBe(history);
  });

  it.each([
    [0.5, 0.5],
    [-0.1, 0],
    [1.2, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('clamps progress %d to %d', (progress, expected) => {
    expect(clampProgress(progress)).toBe(expected);
    expect(updateWatchHistoryProgress([entry('a')], 'a', progress)[0]?.progress).toBe(expected);
  });
});
