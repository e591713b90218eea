import type { AdBreakContext, AdBreakPlayer, AdPlaybackState, AdPresenter, ScheduledAdBreak } from './adBreaks';
import { SSAI_END_TOLERANCE, type SsaiBreak } from './ssaiBreaks';

/** A break the server stitched into the stream, as the session plays it through the ad-break seam. */
export interface StitchedAdBreak extends ScheduledAdBreak {
  /** Where it lies on the stream, its ads, its place among the stream's breaks. */
  stitched: SsaiBreak;
}

/** The seam's break for a stitched one: named by its place in the stream, at its content time. */
export const stitchedAdBreak = (adBreak: SsaiBreak): StitchedAdBreak => ({
  id: `ssai-${adBreak.index}`,
  offset: adBreak.contentStart === 0 ? 'pre' : adBreak.contentStart,
  stitched: adBreak,
});

/** What the ad UI shows at a stream time inside a break: its ad ("1 of 2") and the time left in the break. */
export function stitchedAdState(adBreak: StitchedAdBreak, streamTime: number): AdPlaybackState {
  const { ads, streamStart, duration } = adBreak.stitched;
  const at = ads.findLastIndex((ad) => streamTime >= ad.streamStart);
  return {
    breakId: adBreak.id,
    position: Math.max(0, at) + 1,
    count: Math.max(1, ads.length),
    // The whole break: the viewer sees how long until the film is back.
    duration,
    currentTime: Math.min(duration, Math.max(0, streamTime - streamStart)),
    // HLS cue tags carry no skip offset: a stitched break cannot be skipped.
    skipOffset: null,
    clickable: false,
    stitched: true,
  };
}

/**
 * Plays stitched breaks for the session: the content plays on through them (the ads are its own
 * segments), so a break only follows the playhead for the ad UI and is over once the playhead
 * reaches its end (or leaves it, or the stream ends). The session starts a break when the
 * playhead enters one it has not watched (`AdBreakStep.playNow`); `breaksFor` has none to
 * schedule, since they come with the stream's playlist.
 */
export function createStitchedAdBreaks(): AdBreakPlayer<StitchedAdBreak> & { readonly ads: AdPresenter } {
  let ad: AdPlaybackState | null = null;
  const listeners = new Set<() => void>();
  const show = (next: AdPlaybackState | null) => {
    ad = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    breaksFor: () => [],
    playBreak(adBreak: StitchedAdBreak, { content, signal }: AdBreakContext) {
      const { streamStart, streamEnd } = adBreak.stitched;
      return new Promise<void>((resolve) => {
        const cleanups: Array<() => void> = [];
        const finish = () => {
          for (const cleanup of cleanups.splice(0)) cleanup();
          show(null);
          resolve();
        };
        const follow = () => {
          const { currentTime } = content.getSnapshot();
          if (currentTime >= streamEnd - SSAI_END_TOLERANCE || currentTime < streamStart - SSAI_END_TOLERANCE) finish();
          else show(stitchedAdState(adBreak, currentTime));
        };
        if (signal.aborted) return finish();
        // A seek while paused may land in the break: the ad plays (the controls are gone meanwhile).
        if (content.getSnapshot().paused) content.play().catch(() => undefined);
        signal.addEventListener('abort', finish, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', finish), content.on('timeupdate', follow), content.on('ended', finish));
        follow();
      });
    },
    ads: {
      getAd: () => ad,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      skipAd: () => undefined,
      clickAd: () => undefined,
    },
  };
}
