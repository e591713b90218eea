import { createAdBreakSchedule, type AdBreakSchedule } from './adBreakSchedule';
import type { AdBreakContext, AdBreakPlayer, AdBreakRequest, ScheduledAdBreak } from './adBreaks';

export interface AdBreakStepOptions {
  adBreaks: AdBreakPlayer;
  request: AdBreakRequest;
  /** What the breaks play with; its signal, aborted when the playback stops, ends the step. */
  context: AdBreakContext;
  /** The break playing now, or null once the content is back. Never called after the signal is aborted. */
  onBreak: (adBreak: ScheduledAdBreak | null) => void;
}

/**
 * The ad breaks of one playback, for the session. Each method returns the breaks it plays as a
 * promise, or null when none is due, so that the content goes on at once.
 */
export interface AdBreakStep {
  /** A break is due or playing: the content's own controls wait meanwhile (they cannot skip an ad). */
  readonly holding: boolean;
  /** Before the content first plays: the pre-rolls, once the breaks are known. */
  beforeContent(): Promise<void> | null;
  /** Content time while the content plays (the first time: where it starts playing): the mid-rolls crossed since the time before. */
  contentTime(seconds: number): Promise<void> | null;
  /** The content has ended: the post-rolls. */
  afterContent(): Promise<void> | null;
  /**
   * A break that is due now rather than at a scheduled offset, played by its own player (a break
   * stitched into the stream, when the playhead reaches it); null while another break holds.
   */
  playNow<Break extends ScheduledAdBreak>(adBreak: Break, player: AdBreakPlayer<Break>): Promise<void> | null;
}

/** Asks the ad-break player for the playback's breaks now, and plays them when the session says their moment has come. */
export function startAdBreakStep({ adBreaks, request, context, onBreak }: AdBreakStepOptions): AdBreakStep {
  const { signal } = context;
  let schedule: AdBreakSchedule<ScheduledAdBreak> | null = null;
  let holding = false;
  let lastContentTime: number | null = null;

  const scheduleOf = (breaks: readonly ScheduledAdBreak[]) => (schedule = createAdBreakSchedule(breaks));
  const noBreaks = () => scheduleOf([]);
  let arrival: Promise<unknown> = Promise.resolve();
  try {
    const breaks = adBreaks.breaksFor(request, signal);
    if (Array.isArray(breaks)) scheduleOf(breaks);
    else arrival = Promise.resolve(breaks).then(scheduleOf, noBreaks);
  } catch {
    noBreaks();
  }

  const play = async <Break extends ScheduledAdBreak>(due: readonly Break[], player: AdBreakPlayer<Break>): Promise<void> => {
    holding = true;
    try {
      for (const adBreak of due) {
        if (signal.aborted) return;
        onBreak(adBreak);
        try {
          await player.playBreak(adBreak, context);
        } catch {
          // A break that fails is over: the content goes on.
        }
      }
    } finally {
      holding = false;
      if (!signal.aborted) onBreak(null);
    }
  };
  const playIfDue = (due: readonly ScheduledAdBreak[]) => (due.length > 0 ? play(due, adBreaks) : null);

  return {
    get holding() {
      return holding;
    },
    beforeContent() {
      if (schedule) return playIfDue(schedule.takePreRolls());
      // The viewer asked to play before the breaks were known: the content waits for them.
      holding = true;
      return arrival.then(() => {
        holding = false;
        if (signal.aborted || !schedule) return undefined;
        return playIfDue(schedule.takePreRolls()) ?? undefined;
      });
    },
    contentTime(seconds) {
      const from = lastContentTime;
      lastContentTime = seconds;
      if (holding || from === null || !schedule) return null;
      return playIfDue(schedule.takeMidRolls(from, seconds));
    },
    afterContent() {
      return schedule ? playIfDue(schedule.takePostRolls()) : null;
    },
    playNow(adBreak, player) {
      return holding || signal.aborted ? null : play([adBreak], player);
    },
  };
}
