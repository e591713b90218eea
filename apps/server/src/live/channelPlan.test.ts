import { describe, expect, it } from 'vitest';
import type { LiveTemplate } from '../catalog/schemas';
import { airingAt, airings, buildChannelPlan, channelTimeline, isPlanProblem, type ChannelPlan } from './channelPlan';
import { testClip } from './testClips';

const clips = new Map([
  ['eight', testClip('eight', 2)],
  ['twelve', testClip('twelve', 3)],
  ['silent', testClip('silent', 2, 4, { muxedAudio: false })],
  ['six', testClip('six', 2, 6)],
  ['seven', testClip('seven', 1, 7)],
  ['long', testClip('long', 1, 32)],
]);
const template = (programmes: Array<[string, number]>, catchupHours?: number): LiveTemplate => ({
  scheduleType: 'jwp',
  ...(catchupHours === undefined ? {} : { catchupHours }),
  programmes: programmes.map(([clip, durationMinutes], i) => ({ title: `P${i}`, clip, durationMinutes })),
});
const planOf = (programmes: Array<[string, number]>): ChannelPlan => {
  const plan = buildChannelPlan('chan0001', template(programmes), clips);
  if (isPlanProblem(plan)) throw new Error(plan.message);
  return plan;
};

describe('channel day plan', () => {
  it('repeats the template from 00:00 UTC and cuts the last programme at midnight', () => {
    const plan = planOf([
      ['eight', 600],
      ['twelve', 300],
    ]);
    expect(plan.occurrences.map((o) => [o.programme.title, o.startSec / 3600, o.durationSec / 3600])).toEqual([
      ['P0', 0, 10],
      ['P1', 10, 5],
      ['P0', 15, 9],
    ]);
    expect(plan.catchupHours).toBe(8);
    expect(plan.segmentsPerDay).toBe(21_600);
    // P0: 9000 segments / 2 per loop; P1: 4500 / 3; cut P0: 8100 / 2.
    expect(plan.discontinuitiesPerDay).toBe(4500 + 1500 + 4050);
  });

  it.each([
    [[['nope', 60]], ['programmes', 0, 'clip'], 'unknown clip "nope" (no media/nope/clip.json)'],
    [[['eight', 60], ['six', 60]], ['programmes', 1, 'clip'], 'clip "six" has 6 s segments, the channel\'s first clip 4 s'],
    [[['eight', 60], ['silent', 60]], ['programmes', 1, 'clip'], 'clip "silent" has no muxed audio, unlike the channel\'s first clip'],
    [[['silent', 60], ['eight', 60]], ['programmes', 1, 'clip'], 'clip "eight" has muxed audio, unlike the channel\'s first clip'],
    [[['seven', 60]], ['programmes', 0, 'clip'], '7 s segments do not divide a day evenly'],
    [[['long', 1]], ['programmes', 0, 'durationMinutes'], "must be a multiple of the clips' 32 s segments"],
  ] as Array<[Array<[string, number]>, Array<string | number>, string]>)('refuses %j', (programmes, path, message) => {
    expect(buildChannelPlan('chan0001', template(programmes), clips)).toEqual({ path, message });
  });

  it('refuses clips whose segments differ in length', () => {
    const uneven = testClip('uneven', 3);
    uneven.manifest.segments[1]!.duration = 3.5;
    expect(buildChannelPlan('chan0001', template([['uneven', 60]]), new Map([['uneven', uneven]]))).toEqual({
      path: ['programmes', 0, 'clip'],
      message: 'clip "uneven" has a 3.5 s segment (main_001.ts); live needs segments of one length',
    });
  });

  it('lists airings per day and finds the one on air', () => {
    const plan = planOf([
      ['eight', 720],
      ['twelve', 720],
    ]);
    const day = Date.parse('2025-03-01T00:00:00Z') / 86_400_000;
    expect(airings(plan, day, day + 1).map((airing) => new Date(airing.startMs).toISOString())).toEqual([
      '2025-03-01T00:00:00.000Z',
      '2025-03-01T12:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
      '2025-03-02T12:00:00.000Z',
    ]);
    const onAir = airingAt(plan, Date.parse('2025-03-01T13:00:00Z'));
    expect([onAir.occurrence.programme.title, new Date(onAir.endMs).toISOString()]).toEqual(['P1', '2025-03-02T00:00:00.000Z']);
  });

  it('counts discontinuities exactly as the segments carry them', () => {
    const plan = planOf([
      ['eight', 1],
      ['twelve', 2],
    ]);
    const timeline = channelTimeline(plan);
    const first = timeline.indexAt(Date.parse('2025-03-01T23:50:00Z'));
    let counted = timeline.discontinuitiesBefore(first);
    for (let index = first; index < first + 600; index++) {
      expect(timeline.discontinuitiesBefore(index)).toBe(counted);
      if (timeline.segmentAt(index).discontinuity) counted++;
    }
  });
});
