import type { MediaItem } from '@ott/common';
import type { PlayerAdapter } from './PlayerAdapter';
import type { PlaybackPlan } from './playbackPlan';

/**
 * When a break plays: before the content (`'pre'`), when the content reaches a time (seconds of
 * content time; 0 counts as a pre-roll), or once the content has ended (`'post'`).
 */
export type AdBreakOffset = 'pre' | 'post' | number;

/** One break of a playback; an implementation extends it with what it needs to play it (VAST tags, a stitched range). */
export interface ScheduledAdBreak {
  /** Names the break in the session's state. */
  id: string;
  offset: AdBreakOffset;
}

/** What the breaks are chosen for: the item (its ad settings) and how it plays (a live stream has no content time to cross). */
export interface AdBreakRequest {
  item: MediaItem;
  plan: PlaybackPlan;
}

/** What a break plays with. */
export interface AdBreakContext {
  /** The content's element: a client-side ad plays in an element of its own laid over it. */
  video: HTMLVideoElement;
  /**
   * The content. A client-side break pauses it before its ad plays (the session plays it again
   * afterwards); a server-stitched break lets it play on and settles once the break has passed.
   */
  content: Pick<PlayerAdapter, 'play' | 'pause' | 'getSnapshot' | 'on'>;
  /** Aborted when the viewer leaves during the break: stop the ad and remove what it added. */
  signal: AbortSignal;
}

/** What the ad UI shows while an ad plays: which ad of the break, its time, and whether it can be skipped or clicked. */
export interface AdPlaybackState {
  /** The break the ad belongs to (`ScheduledAdBreak.id`). */
  breakId: string;
  /** This ad's place in the break, from 1 ("1 of 2"). */
  position: number;
  /** How many ads the break has. */
  count: number;
  /** Seconds; NaN until known. */
  duration: number;
  /** Seconds into the ad. */
  currentTime: number;
  /** Seconds into the ad from which it may be skipped; null when it cannot be. */
  skipOffset: number | null;
  /** The ad links to the advertiser's page. */
  clickable: boolean;
  /** Stitched into the content stream (server-side): it plays in the content's own element. */
  stitched: boolean;
}

/**
 * The ads of the breaks an ad-break player plays, for the ad UI: the session binds it into its
 * state (`state.ad`) and forwards `skipAd` and `clickAd`.
 */
export interface AdPresenter {
  getAd(): AdPlaybackState | null;
  subscribe(listener: () => void): () => void;
  /** Skips the ad playing now, once its skip offset has passed. */
  skipAd(): void;
  /** The viewer clicked the ad: opens the advertiser's page in a new tab and reports the click. */
  clickAd(): void;
}

/**
 * The session's ad-break step. Once per playback the session asks for the breaks, then plays each
 * once at its moment: the pre-rolls before the content first plays, a mid-roll when content time
 * crosses its offset, the post-rolls when the content ends; the content goes on afterwards. Ads
 * never stop the content: breaks that cannot be had are no breaks, a break that fails is over.
 */
export interface AdBreakPlayer<Break extends ScheduledAdBreak = ScheduledAdBreak> {
  /**
   * The breaks of one playback, in any order: an array when they are known at once, a promise when
   * they are fetched (the content's first play waits for it, so it should settle promptly).
   */
  breaksFor(request: AdBreakRequest, signal: AbortSignal): readonly Break[] | Promise<readonly Break[]>;
  /** Plays one break; settles when it is over (played, skipped, failed or aborted). */
  playBreak(adBreak: Break, context: AdBreakContext): Promise<void>;
  /** The ads as they play, for the ad UI; a player without it shows only that a break is on. */
  readonly ads?: AdPresenter;
}

/** The default: no breaks, so a playback is the content alone. */
export const noAdBreaks: AdBreakPlayer = {
  breaksFor: () => [],
  playBreak: () => Promise.resolve(),
};
