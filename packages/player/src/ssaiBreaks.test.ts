import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { M3U8Parser, PlaylistLevelType } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { createSsaiBreakState, ssaiBreakAt, ssaiBreaks, type SsaiBreak } from './ssaiBreaks';

/** A recorded media playlist parsed by hls.js itself, as the player sees it in a level's details. */
function fragmentsOf(name: string) {
  const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/ssai', name), 'utf8');
  return M3U8Parser.parseLevelPlaylist(text, 'http://127.0.0.1:8080/ssai/session/x/main.m3u8', 0, PlaylistLevelType.MAIN, 0, null).fragments;
}

const round = (breaks: SsaiBreak[]) =>
  breaks.map(({ index, count, streamStart, streamEnd, duration, contentStart }) => ({
    index,
    count,
    streamStart: Number(streamStart.toFixed(3)),
    streamEnd: Number(streamEnd.toFixed(3)),
    duration: Number(duration.toFixed(3)),
    contentStart: Number(contentStart.toFixed(3)),
  }));

describe('ssaiBreaks', () => {
  it.each([
    [
      // apps/server's stitching of the demossai config (pre-roll, mid-roll at 00:00:15 -> the 16-s boundary), its head recorded.
      'brightwater-demossai.m3u8',
      [
        { index: 1, count: 2, streamStart: 0, streamEnd: 8, duration: 8, contentStart: 0 },
        { index: 2, count: 2, streamStart: 24, streamEnd: 32, duration: 8, contentStart: 16 },
      ],
    ],
    [
      // An SSAI service's style: CUE-OUT-CONT with SCTE-35 payloads, rounded 29.97-fps durations.
      'third-party-cue-out-cont.m3u8',
      [{ index: 1, count: 1, streamStart: 12.012, streamEnd: 27.027, duration: 15.015, contentStart: 12.012 }],
    ],
    [
      // CUE-OUT:DURATION= with no CUE-IN: the break ends with its planned duration; a post-roll ends with the stream.
      'cue-out-duration-no-cue-in.m3u8',
      [
        { index: 1, count: 2, streamStart: 0, streamEnd: 10, duration: 10, contentStart: 0 },
        { index: 2, count: 2, streamStart: 20, streamEnd: 25, duration: 5, contentStart: 10 },
      ],
    ],
    ['no-markers.m3u8', []],
  ])('reads the breaks of %s', (name, expected) => {
    expect(round(ssaiBreaks(fragmentsOf(name)))).toEqual(expected);
  });

  it.each([
    // A pod as the server frames it: a discontinuity inside the break starts its second ad.
    ['ad-pod-two-ads.m3u8', [[{ streamStart: 4, streamEnd: 12 }, { streamStart: 12, streamEnd: 18 }]]],
    // One ad per break when no discontinuity splits it.
    ['brightwater-demossai.m3u8', [[{ streamStart: 0, streamEnd: 8 }], [{ streamStart: 24, streamEnd: 32 }]]],
    ['third-party-cue-out-cont.m3u8', [[{ streamStart: 12.012, streamEnd: 27.027 }]]],
  ])('reads the ads of each break of %s', (name, expected) => {
    const ads = ssaiBreaks(fragmentsOf(name)).map((adBreak) =>
      adBreak.ads.map(({ streamStart, streamEnd }) => ({ streamStart: Number(streamStart.toFixed(3)), streamEnd: Number(streamEnd.toFixed(3)) })),
    );
    expect(ads).toEqual(expected);
  });
});

describe('ssaiBreakAt', () => {
  const breaks = ssaiBreaks(fragmentsOf('brightwater-demossai.m3u8'));

  it.each([
    [0, 1],
    [30, 2],
    [32, undefined],
    [12, undefined],
  ])('at stream %s s plays break %s', (stream, index) => {
    expect(ssaiBreakAt(breaks, stream)?.index).toBe(index);
  });
});

describe('createSsaiBreakState', () => {
  const breaks = ssaiBreaks(fragmentsOf('brightwater-demossai.m3u8'));

  it('shows the break that plays, with the time left, until it has been watched', () => {
    const state = createSsaiBreakState(breaks);
    expect(state.update(3)).toEqual({ adBreak: breaks[0], timeLeft: 5 });
    expect(state.update(8)).toBeNull();
    expect(state.watched(breaks[0]!)).toBe(true);
    expect(state.update(4)).toBeNull();
    expect(state.update(25)).toEqual({ adBreak: breaks[1], timeLeft: 7 });
  });

  it.each([
    ['a seek within content before the mid-roll', 10, 20, 20],
    ['a seek over the unwatched mid-roll lands at its start', 10, 50, 24],
    ['a seek into the unwatched mid-roll lands at its start', 10, 28, 24],
    ['a seek back into the watched pre-roll lands after it', 20, 2, 8],
    ['no seek leaves a break that is playing', 25, 60, 25],
  ])('%s', (_rule, from, to, target) => {
    const state = createSsaiBreakState(breaks);
    state.update(8);
    state.update(from);
    expect(state.seekTarget(from, to)).toBe(target);
  });

  it('lets the viewer seek past a mid-roll once it has been watched', () => {
    const state = createSsaiBreakState(breaks);
    state.update(32);
    expect(state.seekTarget(10, 50)).toBe(50);
    expect(state.seekTarget(50, 28)).toBe(32);
  });
});
