import type { AdBreakContext, AdBreakPlayer, AdBreakRequest, AdPlaybackState, AdPresenter } from '../adBreaks';
import { adScheduleSource, breaksForPlan, type AdSettings, type VastAdBreak } from './adScheduleRules';
import { loadAdBreaks, type AdScheduleDeps } from './loadAdSchedule';
import { fetchLinearAds, loadVastModule, type LinearAd, type VASTClient, type VASTTracker } from './vastAds';

/** How long an ad's media may take to start playing before it counts as failed and the content goes on. */
export const AD_START_TIMEOUT_MS = 4000;
/** How long an ad may stall while playing before it counts as failed. */
export const AD_STALL_TIMEOUT_MS = 6000;
/** The class of the element an ad plays in, over the content's. */
export const AD_VIDEO_CLASS = 'ott-player__ad-video';

/** VAST error codes reported to the ad's error URLs. */
const VAST_ERROR = { mediaNotPlayable: '405', mediaTimeout: '402' } as const;

export interface VastAdBreakOptions extends AdScheduleDeps {
  /** The config's ad settings. */
  settings: AdSettings;
  /** Where click-throughs open (tests). */
  window?: Pick<Window, 'open'>;
}

interface PlayingAd {
  state: AdPlaybackState;
  skip: () => void;
  click: () => void;
}

const abortError = () => new DOMException('The ad break was aborted', 'AbortError');

/**
 * Client-side ad insertion (csai): the site's or the item's ad schedule (JSON or VMAP), each
 * break's VAST (3 or 4, wrappers followed) fetched and its linear ads played one after the other
 * in a `<video>` of their own laid over the content's, with the VAST tracking fired (impression,
 * start, quartiles, complete, skip, click). The content's element and its engine (hls.js) are left
 * alone, so its buffer and position are intact when it resumes. An ad that cannot be had or played
 * is over at once.
 */
export class VastAdBreakPlayer implements AdBreakPlayer<VastAdBreak>, AdPresenter {
  readonly ads: AdPresenter = this;
  private readonly listeners = new Set<() => void>();
  private playing: PlayingAd | null = null;
  private client: Promise<VASTClient> | null = null;

  constructor(private readonly options: VastAdBreakOptions) {}

  breaksFor({ item, plan }: AdBreakRequest, signal: AbortSignal): readonly VastAdBreak[] | Promise<readonly VastAdBreak[]> {
    const source = adScheduleSource(this.options.settings, item);
    if (!source) return [];
    // The VAST library loads while the schedule is fetched, so that it never delays a break.
    void this.vastClient().catch(() => undefined);
    return loadAdBreaks(source, item, this.options, signal).then((breaks) => breaksForPlan(breaks, plan));
  }

  async playBreak(adBreak: VastAdBreak, context: AdBreakContext): Promise<void> {
    const { content, signal } = context;
    if (!content.getSnapshot().paused) content.pause();
    const client = await this.vastClient();
    const probe = context.video.ownerDocument.createElement('video');
    const canPlay = (mimeType: string) => probe.canPlayType(mimeType) !== '';
    const ads = await fetchLinearAds(client, adBreak, canPlay);
    for (const [index, ad] of ads.entries()) {
      if (signal.aborted) throw abortError();
      try {
        await this.playAd(client, ad, { breakId: adBreak.id, position: index + 1, count: ads.length }, context);
      } catch (error) {
        if (signal.aborted) throw error;
        // This ad failed: the next one of the break, or the content, goes on.
      }
    }
  }

  // ---- AdPresenter ----

  getAd(): AdPlaybackState | null {
    return this.playing?.state ?? null;
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  skipAd(): void {
    this.playing?.skip();
  }
  clickAd(): void {
    this.playing?.click();
  }

  private vastClient(): Promise<VASTClient> {
    this.client ??= loadVastModule().then(({ VASTClient }) => new VASTClient());
    // A chunk that failed to load is asked for again at the next break.
    this.client.catch(() => (this.client = null));
    return this.client;
  }

  private show(playing: PlayingAd | null): void {
    this.playing = playing;
    for (const listener of [...this.listeners]) listener();
  }

  private update(patch: Partial<AdPlaybackState>): void {
    if (!this.playing) return;
    this.show({ ...this.playing, state: { ...this.playing.state, ...patch } });
  }

  /** Plays one ad over the content; settles when it has ended or was skipped, rejects when it fails or the break is aborted. */
  private async playAd(client: VASTClient, ad: LinearAd, place: Pick<AdPlaybackState, 'breakId' | 'position' | 'count'>, context: AdBreakContext): Promise<void> {
    const { video, content, signal } = context;
    const { VASTTracker } = await loadVastModule();
    const tracker: VASTTracker = new VASTTracker(client, ad.ad as never, ad.creative as never);
    const element = video.ownerDocument.createElement('video');
    element.className = AD_VIDEO_CLASS;
    // Laid over the content without any stylesheet, so the engine works in any front end.
    element.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;background:#000;object-fit:contain;cursor:pointer';
    element.playsInline = true;
    element.preload = 'auto';
    const { volume, muted } = content.getSnapshot();
    element.volume = volume;
    element.muted = muted;
    element.src = ad.mediaUrl;
    video.after(element);

    const cleanups: (() => void)[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        let stallTimer: ReturnType<typeof setTimeout> | undefined;
        const startTimer = setTimeout(() => fail(VAST_ERROR.mediaTimeout), AD_START_TIMEOUT_MS);
        cleanups.push(() => {
          clearTimeout(startTimer);
          clearTimeout(stallTimer);
        });
        const watchStall = () => {
          clearTimeout(stallTimer);
          stallTimer = setTimeout(() => fail(VAST_ERROR.mediaTimeout), AD_STALL_TIMEOUT_MS);
        };
        const fail = (code: string) => {
          tracker.error({ ERRORCODE: code });
          reject(new Error(`The ad ${ad.mediaUrl} could not be played (VAST error ${code})`));
        };
        const listen = <K extends keyof HTMLVideoElementEventMap>(type: K, listener: () => void) => {
          element.addEventListener(type, listener);
          cleanups.push(() => element.removeEventListener(type, listener));
        };
        const onAbort = () => reject(abortError());
        signal.addEventListener('abort', onAbort, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', onAbort));

        listen('playing', () => {
          clearTimeout(startTimer);
          watchStall();
          tracker.trackImpression();
        });
        listen('durationchange', () => {
          if (Number.isFinite(element.duration) && element.duration > 0) {
            tracker.setDuration(element.duration);
            this.update({ duration: element.duration });
          }
        });
        listen('timeupdate', () => {
          if (element.currentTime <= 0) return;
          watchStall();
          tracker.setProgress(element.currentTime);
          this.update({ currentTime: element.currentTime });
        });
        listen('ended', () => {
          tracker.setProgress(element.duration || element.currentTime);
          tracker.complete();
          resolve();
        });
        listen('error', () => fail(VAST_ERROR.mediaNotPlayable));
        const click = () => {
          if (!ad.clickThroughUrl) return;
          tracker.click();
          // The advertiser's page in a new tab, with no handle back to the player; the ad plays on.
          (this.options.window ?? window).open(ad.clickThroughUrl, '_blank', 'noopener');
        };
        listen('click', click);

        this.show({
          state: {
            ...place,
            duration: ad.duration,
            currentTime: 0,
            skipOffset: ad.skipOffset,
            clickable: ad.clickThroughUrl !== null,
            stitched: false,
          },
          skip: () => {
            const skipOffset = this.playing?.state.skipOffset;
            if (skipOffset === null || skipOffset === undefined || element.currentTime < skipOffset) return;
            tracker.skip();
            resolve();
          },
          click,
        });

        element.play().catch((error: unknown) => {
          // Autoplay with sound refused (no gesture yet): the ad plays muted, as the content would.
          if (error instanceof Error && error.name === 'NotAllowedError' && !element.muted) {
            element.muted = true;
            element.play().catch(() => fail(VAST_ERROR.mediaNotPlayable));
          } else if (!(error instanceof Error && error.name === 'AbortError')) fail(VAST_ERROR.mediaNotPlayable);
        });
      });
    } finally {
      for (const cleanup of cleanups.splice(0)) cleanup();
      element.pause();
      element.removeAttribute('src');
      element.load();
      element.remove();
      this.show(null);
    }
  }
}

/** Client-side ads for a site: the VAST ad-break player when its config names an ad schedule. */
export function createVastAdBreaks(options: VastAdBreakOptions): VastAdBreakPlayer {
  return new VastAdBreakPlayer(options);
}
