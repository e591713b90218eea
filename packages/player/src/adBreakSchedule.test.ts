import { describe, expect, it } from 'vitest';
import { createAdBreakSchedule } from './adBreakSchedule';
import type { AdBreakOffset, ScheduledAdBreak } from './adBreaks';

const at = (id: string, offset: AdBreakOffset): ScheduledAdBreak => ({ id, offset });
const ids = (breaks: readonly ScheduledAdBreak[]) => breaks.map((adBreak) => adBreak.id);

describe('createAdBreakSchedule', () => {
  it('gives the pre-rolls in schedule order, once (offset 0 is a pre-roll)', () => {
    const schedule = createAdBreakSchedule([at('mid', 60), at('pre-a', 'pre'), at('post', 'post'), at('zero', 0), at('pre-b', 'pre')]);
    expect(ids(schedule.takePreRolls())).toEqual(['pre-a', 'zero', 'pre-b']);
    expect(schedule.takePreRolls()).toEqual([]);
  });

  it('gives the post-rolls in schedule order, once', () => {
    const schedule = createAdBreakSchedule([at('post-a', 'post'), at('pre', 'pre'), at('post-b', 'post')]);
    expect(ids(schedule.takePostRolls())).toEqual(['post-a', 'post-b']);
    expect(schedule.takePostRolls()).toEqual([]);
  });

  const MID_ROLLS = [at('m300', 300), at('m120', 120), at('m120b', 120), at('m600', 600)];

  // Each row: content time moves through `moves` in turn; `due` is what each move gives.
  it.each<{ name: string; moves: [number, number][]; due: string[][] }>([
    { name: 'nothing before the first offset', moves: [[0, 119.9]], due: [[]] },
    { name: 'the breaks at an offset when time reaches it, in schedule order', moves: [[119.8, 120]], due: [['m120', 'm120b']] },
    { name: 'each offset once, in time order', moves: [[100, 121], [121, 301], [301, 302]], due: [['m120', 'm120b'], ['m300'], []] },
    { name: 'only the last offset of a jump over several; the skipped ones never play', moves: [[10, 500], [500, 601]], due: [['m300'], ['m600']] },
    { name: 'nothing going backwards', moves: [[500, 100]], due: [[]] },
    { name: 'a crossed offset not again after a seek back', moves: [[110, 130], [130, 50], [50, 130]], due: [['m120', 'm120b'], [], []] },
    { name: 'nothing for a start exactly at an offset', moves: [[120, 125]], due: [[]] },
  ])('mid-rolls: $name', ({ moves, due }) => {
    const schedule = createAdBreakSchedule(MID_ROLLS);
    expect(moves.map(([from, to]) => ids(schedule.takeMidRolls(from, to)))).toEqual(due);
  });

  it('never plays a break whose offset is no time', () => {
    const schedule = createAdBreakSchedule([at('negative', -5), at('nan', Number.NaN), at('infinite', Number.POSITIVE_INFINITY)]);
    expect([schedule.takePreRolls(), schedule.takeMidRolls(-10, 1e9), schedule.takePostRolls()]).toEqual([[], [], []]);
  });

  it('leaves the given list as it was', () => {
    const breaks = [at('pre', 'pre'), at('m60', 60), at('post', 'post')];
    const schedule = createAdBreakSchedule(breaks);
    schedule.takePreRolls();
    schedule.takeMidRolls(0, 100);
    schedule.takePostRolls();
    expect(ids(breaks)).toEqual(['pre', 'm60', 'post']);
  });
});
