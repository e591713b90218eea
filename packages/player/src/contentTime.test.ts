import { describe, expect, it } from 'vitest';
import { contentDuration, contentSnapshot, toContentTime, toStreamTime } from './contentTime';
import { EMPTY_SNAPSHOT } from './playerSession';
import type { SsaiBreak } from './ssaiBreaks';

/** A break as `ssaiBreaks` reads it, with one ad. */
const stitched = (index: number, streamStart: number, streamEnd: number, contentStart: number): SsaiBreak => ({
  index,
  count: 3,
  streamStart,
  streamEnd,
  duration: streamEnd - streamStart,
  contentStart,
  ads: [{ streamStart, streamEnd }],
});

/** The demossai film: an 8-s pre-roll, an 8-s mid-roll at content 16 s, a 5-s post-roll after 60 s of film (81 s of stream). */
const BREAKS = [stitched(1, 0, 8, 0), stitched(2, 24, 32, 16), stitched(3, 76, 81, 60)];

describe('content time', () => {
  it.each([
    ['the start of the pre-roll', 0, 0],
    ['inside the pre-roll: where it sits', 5, 0],
    ['the film’s first second', 9, 1],
    ['before the mid-roll', 20, 12],
    ['inside the mid-roll: where it sits', 26, 16],
    ['right after the mid-roll', 32, 16],
    ['later in the film', 40, 24],
    ['inside the post-roll', 78, 60],
    ['the end of the stream', 81, 60],
  ])('%s: stream %s s is content %s s', (_where, stream, content) => {
    expect(toContentTime(BREAKS, stream)).toBe(content);
  });

  it.each([
    ['the start plays the pre-roll first', 0, 0],
    ['a resume point before the mid-roll', 12, 20],
    ['the mid-roll’s place plays it first', 16, 24],
    ['past the mid-roll', 16.5, 32.5],
    ['the film’s end, before the post-roll', 60, 76],
  ])('%s: content %s s plays at stream %s s', (_where, content, stream) => {
    expect(toStreamTime(BREAKS, content)).toBe(stream);
  });

  it.each([
    [0, 12, 20, 40],
    [12, 24, 33],
  ])('content and stream time agree outside the breaks (%s s)', (...contents) => {
    for (const content of contents) expect(toContentTime(BREAKS, toStreamTime(BREAKS, content))).toBe(content);
  });

  it.each([
    ['a stream with breaks', BREAKS, 81, 60],
    ['no breaks', [], 81, 81],
    ['before the duration is known', BREAKS, Number.NaN, Number.NaN],
    ['a stream with no end', BREAKS, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  ])('the content’s duration in %s', (_case, breaks, stream, content) => {
    expect(contentDuration(breaks, stream)).toBe(content);
  });

  it('shows the controls content time: position, duration and seekable range', () => {
    const snapshot = { ...EMPTY_SNAPSHOT, currentTime: 40, duration: 81, seekableStart: 0, seekableEnd: 81, paused: false };
    expect(contentSnapshot(BREAKS, snapshot)).toEqual({ ...snapshot, currentTime: 24, duration: 60, seekableStart: 0, seekableEnd: 60 });
    expect(contentSnapshot([], snapshot)).toBe(snapshot);
  });
});
