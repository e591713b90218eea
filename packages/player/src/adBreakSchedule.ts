import type { ScheduledAdBreak } from './adBreaks';

/** Which breaks of a playback are due, each taken at most once. */
export interface AdBreakSchedule<Break extends ScheduledAdBreak> {
  /** The pre-rolls, in schedule order. */
  takePreRolls(): Break[];
  /**
   * The mid-rolls content time crossed going from `from` to `to` seconds (from < offset <= to).
   * When a jump crosses several offsets, only the breaks at the last one play (one break, not a
   * pile of them) and the others are dropped; going backwards crosses nothing.
   */
  takeMidRolls(from: number, to: number): Break[];
  /** The post-rolls, in schedule order. */
  takePostRolls(): Break[];
}

type MidRoll<Break> = Break & { offset: number };

const isPreRoll = (adBreak: ScheduledAdBreak): boolean => adBreak.offset === 'pre' || adBreak.offset === 0;
const isMidRoll = <Break extends ScheduledAdBreak>(adBreak: Break): adBreak is MidRoll<Break> =>
  typeof adBreak.offset === 'number' && Number.isFinite(adBreak.offset) && adBreak.offset > 0;

/** The schedule of a playback's breaks; a break with an offset that is no time (negative, NaN) never plays. */
export function createAdBreakSchedule<Break extends ScheduledAdBreak>(breaks: readonly Break[]): AdBreakSchedule<Break> {
  const preRolls = breaks.filter(isPreRoll);
  const postRolls = breaks.filter((adBreak) => adBreak.offset === 'post');
  // A stable sort: breaks at one offset keep their schedule order.
  let midRolls = breaks.filter(isMidRoll).sort((a, b) => a.offset - b.offset);

  return {
    takePreRolls: () => preRolls.splice(0),
    takeMidRolls(from, to) {
      const crossed = midRolls.filter((adBreak) => adBreak.offset > from && adBreak.offset <= to);
      const last = crossed.at(-1);
      if (!last) return [];
      midRolls = midRolls.filter((adBreak) => !crossed.includes(adBreak));
      return crossed.filter((adBreak) => adBreak.offset === last.offset);
    },
    takePostRolls: () => postRolls.splice(0),
  };
}
