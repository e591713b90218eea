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
}

/** The default: no breaks, so a playback is the content alone. */
export const noAdBreaks: AdBreakPlayer = {
  breaksFor: () => [],
  playBreak: () => Promise.resolve(),
};
