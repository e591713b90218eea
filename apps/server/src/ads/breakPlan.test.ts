import { describe, expect, it } from 'vitest';
import { offsetSeconds, placeBreaks } from './breakPlan';

const schedule = (...offsets: string[]) => ({ id: 's', breaks: offsets.map((offset) => ({ offset, clip: 'ad' })) });
const fourSeconds = (count: number): number[] => Array.from({ length: count }, () => 4);

describe('placeBreaks', () => {
  it.each([
    ['a pre-roll goes before the first segment', ['pre'], [[0, 0]]],
    ['a post-roll goes after the last', ['post'], [[0, 10]]],
    ['a mid-roll on a boundary stays there', ['00:00:08'], [[0, 2]]],
    ['a mid-roll inside a segment moves to the nearest boundary (earlier)', ['00:00:09'], [[0, 2]]],
    ['a mid-roll inside a segment moves to the nearest boundary (later)', ['00:00:11'], [[0, 3]]],
    ['a tie goes to the earlier boundary', ['00:00:10'], [[0, 2]]],
    ['a mid-roll at or past the end is dropped', ['00:00:40', '00:01:00'], []],
    ['a mid-roll rounding to the start plays after the first segment', ['00:00:01'], [[0, 1]]],
    ['a mid-roll rounding to the end plays before the last segment', ['00:00:39'], [[0, 9]]],
    ['two mid-rolls on one boundary play once', ['00:00:07', '00:00:09'], [[0, 2]]],
    ['breaks come out in playlist order', ['post', '00:00:20', 'pre'], [[2, 0], [1, 5], [0, 10]]],
  ])('%s', (_rule, offsets, expected) => {
    expect(placeBreaks(schedule(...offsets), fourSeconds(10)).map((adBreak) => [adBreak.index, adBreak.position])).toEqual(expected);
  });

  it.each([
    ['00:00:15', 15],
    ['01:02:03', 3723],
    ['00:00:02.500', 2.5],
    ['00:60:00', undefined],
    ['15', undefined],
    ['pre', undefined],
  ])('reads the offset %s as %s s', (offset, seconds) => {
    expect(offsetSeconds(offset)).toBe(seconds);
  });
});
