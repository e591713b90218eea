import type { MediaItem } from '@ott/common';
import { noAdBreaks, type AdBreakPlayer, type AdPlaybackState, type ScheduledAdBreak } from './adBreaks';
import { startAdBreakStep, type AdBreakStep } from './adBreakStep';
import { contentSnapshot } from './contentTime';
import { isBehindLiveEdge } from './liveEdge';
import type { PlayerAdapter, PlayerAdapterFactory, PlayerError, PlayerEventName, PlayerSnapshot } from './PlayerAdapter';
import type { PlaybackPlan } from './playbackPlan';
import { createProgressTracker, onPageHide } from './progressTracker';
import { createStitchedAdBreaks, stitchedAdBreak } from './stitchedAdBreaks';
import { createStitchedPlayback, type StitchedPlayback } from './stitchedPlayback';

/** Volume change per step of `changeVolume` (an arrow key on the player). */
export const VOLUME_STEP = 0.1;

/**
 * Where a session is: checking access (the geo-block HEAD request), setting up the engine, ready
 * (the controls work), or failed.
 */
export type PlayerPhase = 'idle' | 'checking' | 'loading' | 'ready' | 'error';

export interface PlayerSessionState {
  phase: PlayerPhase;
  /** Why the session failed (phase 'error'): the access check's error, or a playback failure. */
  error: unknown;
  /** What the controls show; its times are content time (the ads a server stitched into the stream taken out). */
  snapshot: PlayerSnapshot;
  /** Playback has started at least once (the big play button is gone for good). */
  started: boolean;
  /** Autoplay with sound was refused, so the video plays muted until the viewer turns the sound on. */
  mutedByAutoplay: boolean;
  /** The ad break playing now (the content's controls wait meanwhile), or null. */
  adBreak: ScheduledAdBreak | null;
  /** The ad playing now, for the ad UI ("Ad", "1 of 2", time left, skip), when the ad-break player tells (`AdBreakPlayer.ads`); else null. */
  ad: AdPlaybackState | null;
}

export const EMPTY_SNAPSHOT: PlayerSnapshot = Object.freeze({
  currentTime: 0,
  duration: Number.NaN,
  paused: true,
  ended: false,
  buffering: false,
  volume: 1,
  muted: false,
  live: false,
  seekableStart: 0,
  seekableEnd: 0,
  liveEdge: null,
  liveEdgeTolerance: 0,
  audioTracks: [],
  audioTrack: -1,
  subtitleTracks: [],
  subtitleTrack: -1,
  levels: [],
});

const INITIAL_STATE: PlayerSessionState = { phase: 'idle', error: null, snapshot: EMPTY_SNAPSHOT, started: false, mutedByAutoplay: false, adBreak: null, ad: null };

/** Every adapter event changes something the controls show. */
const SNAPSHOT_EVENTS: readonly PlayerEventName[] = [
  'timeupdate',
  'durationchange',
  'playing',
  'paused',
  'waiting',
  'ended',
  'volumechange',
  'live',
  'levels',
  'audiotracks',
  'subtitletracks',
];

export interface StartOptions {
  video: HTMLVideoElement;
  /** The item the plan plays (the ad-break player reads its ad settings). */
  item: MediaItem;
  plan: PlaybackPlan;
  createAdapter: PlayerAdapterFactory;
  /** Plays the ad breaks of the playback: pre-rolls, mid-rolls, post-rolls. Default: none (noAdBreaks). */
  adBreaks?: AdBreakPlayer;
  /** The access check before anything loads (the geo-block HEAD request); it rejects to block. */
  checkAccess?: (signal: AbortSignal) => Promise<unknown>;
  /**
   * The plan to play, decided right before playback (a protected item's signed source, after its
   * geo-block check); it replaces `plan` and rejects to block. Asked again, once, when the stream
   * is refused (401/403) after it has started (a signature that expired during a long pause):
   * the renewed source loads at the same position and plays on if it was playing.
   */
  resolvePlan?: (signal: AbortSignal) => Promise<PlaybackPlan>;
  autoplay?: boolean;
  /** Saves watch progress (0 to 1); called on play, pause, end, page hide, every 5 minutes and on stop. */
  saveProgress?: (progress: number) => void;
  /** Playback reached the end. */
  onEnded?: () => void;
  /** Turns a playback failure into the error the overlay shows. */
  toError?: (error: PlayerError) => unknown;
  /** Where page-hide events come from (tests). */
  window?: Window;
  document?: Document;
}

export interface PlayerSession {
  getState(): PlayerSessionState;
  subscribe(listener: () => void): () => void;
  /**
   * Checks access, loads the plan into a new adapter, asks for its ad breaks and wires progress
   * saving. Returns the function that stops it all (a break playing then is aborted).
   */
  start(options: StartOptions): () => void;
  /** Plays the content; the first time, after the pre-rolls. While a break is due or playing, this and pause, seek and go-live do nothing. */
  play(): void;
  pause(): void;
  togglePlay(): void;
  seek(seconds: number): void;
  seekBy(seconds: number): void;
  goLive(): void;
  setVolume(volume: number): void;
  changeVolume(direction: 1 | -1): void;
  toggleMute(): void;
  selectAudioTrack(id: number): void;
  selectSubtitleTrack(id: number): void;
  /** Skips the ad playing now once its skip offset has passed (the ad UI's skip button). */
  skipAd(): void;
  /** Opens the advertiser's page of the ad playing now in a new tab and reports the click. */
  clickAd(): void;
  /** Live playback is behind the live edge ("go live" shows); never before playback has started, when the position is still 0. */
  behindLiveEdge(): boolean;
}

const isNotAllowed = (error: unknown): boolean => error instanceof Error && error.name === 'NotAllowedError';
/** The stream itself answered 401 or 403: its signature is missing, wrong or expired. */
const isRefusedStream = (error: PlayerError): boolean => error.kind === 'network' && (error.status === 401 || error.status === 403);
const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * One player's playback, without React: the access check, the adapter's life, autoplay with a
 * muted fallback, the ad breaks (adBreakStep), progress saving (progressTracker) and the commands
 * the controls send. The component binds it with useSyncExternalStore.
 */
export function createPlayerSession(): PlayerSession {
  let state = INITIAL_STATE;
  let adapter: PlayerAdapter | null = null;
  /** The ad breaks of the playback started last. */
  let adBreakStep: AdBreakStep | null = null;
  /** The content's first play (the pre-rolls come before it) until it has been asked for. */
  let firstPlay: ((autoplay: boolean) => Promise<void>) | null = null;
  /** The ad-break player of the playback started last. */
  let adBreakPlayer: AdBreakPlayer | null = null;
  /** The breaks a server stitched into the stream of the playback started last, and the viewer's way through them. */
  let stitched: StitchedPlayback | null = null;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<PlayerSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  /** The adapter's snapshot in content time. */
  const snapshotOf = (current: PlayerAdapter): PlayerSnapshot => contentSnapshot(stitched?.breaks ?? [], current.getSnapshot());
  const refresh = () => {
    if (adapter) update({ snapshot: snapshotOf(adapter) });
  };
  /** The adapter, unless an ad break is due or playing: the controls cannot pause, seek or skip it. */
  const controllable = (): PlayerAdapter | null => (adBreakStep?.holding ? null : adapter);

  const session: PlayerSession = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start(options) {
      const { video } = options;
      let { plan } = options;
      const controller = new AbortController();
      const cleanups: (() => void)[] = [];
      let stopped = false;
      update({ ...INITIAL_STATE, phase: options.checkAccess || options.resolvePlan ? 'checking' : 'loading' });

      const fail = (error: unknown) => {
        if (!stopped) update({ phase: 'error', error });
      };

      /**
       * A renewal is allowed once the stream has played since the last one (or since the start),
       * so a source refused right after its renewal fails instead of looping.
       */
      let renewable = false;
      const renew = async (current: PlayerAdapter, error: PlayerError) => {
        const resolvePlan = options.resolvePlan;
        if (!resolvePlan || !renewable) {
          fail(options.toError ? options.toError(error) : error);
          return;
        }
        renewable = false;
        const { currentTime, paused } = current.getSnapshot();
        const wasPlaying = !paused;
        try {
          plan = await resolvePlan(controller.signal);
        } catch (renewalError) {
          if (!isAbort(renewalError)) fail(renewalError);
          return;
        }
        if (stopped) return;
        // A live stream watched at its edge picks up at the edge; anything else where it was.
        const atEdge = plan.live && !plan.fromBeginning;
        await current.load(plan.source, atEdge ? {} : { startPosition: currentTime });
        if (!stopped && wasPlaying) await current.play().catch(() => undefined);
      };

      const run = async () => {
        if (options.checkAccess) await options.checkAccess(controller.signal);
        if (stopped) return;
        if (options.resolvePlan) plan = await options.resolvePlan(controller.signal);
        if (stopped) return;
        update({ phase: 'loading' });
        const current = options.createAdapter(plan.source, video);
        adapter = current;
        current.attach(video);
        const breaks = startAdBreakStep({
          adBreaks: options.adBreaks ?? noAdBreaks,
          request: { item: options.item, plan },
          context: { video, content: current, signal: controller.signal },
          onBreak: (adBreak) => {
            if (!stopped) update({ adBreak });
          },
        });
        adBreakStep = breaks;
        adBreakPlayer = options.adBreaks ?? null;
        const inStream = createStitchedPlayback();
        stitched = inStream;
        const stitchedAds = createStitchedAdBreaks();
        const presenter = options.adBreaks?.ads;
        // The ad UI follows the ads as they play (client-side, or stitched into the stream); the content's time never counts them.
        const showAd = () => {
          if (!stopped) update({ ad: stitchedAds.ads.getAd() ?? presenter?.getAd() ?? null });
        };
        cleanups.push(stitchedAds.ads.subscribe(showAd));
        if (presenter) cleanups.push(presenter.subscribe(showAd));
        firstPlay = async (withAutoplay) => {
          firstPlay = null;
          const preRolls = breaks.beforeContent();
          if (preRolls) await preRolls;
          if (stopped) return;
          // Mid-rolls count from where the content starts (its resume point), even when the viewer seeks before it first plays.
          void breaks.contentTime(plan.startPosition ?? snapshotOf(current).currentTime);
          if (withAutoplay) await autoplay(current);
          else current.play().catch(() => undefined);
        };
        // After a mid-roll the content plays on from where it stopped (a stitched break never paused it).
        const resumeAfterBreak = () => {
          if (!stopped && current.getSnapshot().paused) current.play().catch(() => undefined);
        };
        const tracker = createProgressTracker({
          save: (progress) => options.saveProgress?.(progress),
          position: () => snapshotOf(current),
          isLive: () => plan.live || current.getSnapshot().live,
        });
        // After a stitched break the content goes on where the viewer asked to go before it; its progress counts again.
        const afterStitchedBreak = () => {
          if (stopped) return;
          const resumeAt = inStream.takeResume();
          if (resumeAt !== null) current.seek(resumeAt);
          if (!current.getSnapshot().paused) tracker.playing();
          refresh();
        };
        // The playhead in a stitched break not yet watched plays it (the ad UI); in one watched already, jumps over it.
        const reachStitchedBreak = () => {
          const step = inStream.at(current.getSnapshot().currentTime);
          if (!step || !state.started || breaks.holding) return;
          if ('skipTo' in step) current.seek(step.skipTo);
          else void breaks.playNow(stitchedAdBreak(step.play), stitchedAds)?.then(afterStitchedBreak);
        };
        // Content time while the content plays (from where it starts playing) may cross a mid-roll's offset.
        const crossBreaks = () => {
          reachStitchedBreak();
          const { paused } = current.getSnapshot();
          if (!paused) void breaks.contentTime(snapshotOf(current).currentTime)?.then(resumeAfterBreak);
        };
        for (const event of SNAPSHOT_EVENTS) cleanups.push(current.on(event, refresh));
        cleanups.push(
          current.on('playing', () => {
            renewable = true;
            if (!state.started) update({ started: true });
            // A stitched pre-roll is no progress: saving starts with the content (afterStitchedBreak).
            if (!inStream.inBreak(current.getSnapshot().currentTime)) tracker.playing();
            crossBreaks();
          }),
          current.on('ssaibreaks', ({ breaks: found }) => {
            // Live streams have no content time to map; their stitched ads, if any, play as the stream.
            if (plan.live) return;
            const first = inStream.breaks.length === 0;
            inStream.setBreaks(found);
            // The resume point is content time: the stream plays it after the ads before it.
            if (first && !state.started && plan.startPosition) current.seek(inStream.resumeAt(plan.startPosition));
            refresh();
          }),
          current.on('paused', () => tracker.paused()),
          current.on('timeupdate', crossBreaks),
          current.on('ended', () => {
            tracker.ended();
            const postRolls = breaks.afterContent();
            if (!postRolls) options.onEnded?.();
            else
              void postRolls.then(() => {
                if (!stopped) options.onEnded?.();
              });
          }),
          current.on('volumechange', ({ muted }) => {
            if (!muted && state.mutedByAutoplay) update({ mutedByAutoplay: false });
          }),
          current.on('error', (error) => {
            if (isRefusedStream(error)) void renew(current, error);
            else fail(options.toError ? options.toError(error) : error);
          }),
          onPageHide(() => tracker.pageHidden(), options.window, options.document),
        );
        // Stopping saves the position once more (leaving the screen), then releases the engine.
        cleanups.push(() => tracker.dispose());

        await current.load(plan.source, plan.startPosition === undefined ? {} : { startPosition: plan.startPosition });
        if (stopped) return;
        if (state.phase === 'loading') update({ phase: 'ready', snapshot: snapshotOf(current) });
        if (options.autoplay) await firstPlay?.(true);
      };

      const autoplay = async (current: PlayerAdapter) => {
        try {
          await current.play();
        } catch (error) {
          // Browsers refuse autoplay with sound until the viewer has interacted with the site: play muted.
          if (stopped || !isNotAllowed(error)) return;
          current.setMuted(true);
          update({ mutedByAutoplay: true });
          await current.play().catch(() => undefined);
        }
      };

      run().catch((error: unknown) => {
        if (!isAbort(error)) fail(error);
      });

      return () => {
        if (stopped) return;
        stopped = true;
        controller.abort();
        for (const cleanup of cleanups.splice(0).reverse()) cleanup();
        adapter?.destroy();
        adapter = null;
        adBreakStep = null;
        adBreakPlayer = null;
        stitched = null;
        firstPlay = null;
        if (state.adBreak || state.ad) update({ adBreak: null, ad: null });
      };
    },

    play() {
      const current = controllable();
      if (!current) return;
      if (firstPlay) void firstPlay(false);
      else current.play().catch(() => undefined);
    },
    pause() {
      controllable()?.pause();
    },
    togglePlay() {
      const current = controllable();
      if (!current) return;
      const { paused, ended } = current.getSnapshot();
      if (paused || ended) session.play();
      else session.pause();
    },
    seek(seconds) {
      const current = controllable();
      if (!current) return;
      // Content time; on a stream with stitched breaks, one not yet watched in the way plays first.
      current.seek(stitched && stitched.breaks.length > 0 ? stitched.seek(current.getSnapshot().currentTime, seconds) : seconds);
      refresh();
    },
    seekBy(seconds) {
      const current = controllable();
      if (current) session.seek(snapshotOf(current).currentTime + seconds);
    },
    goLive() {
      controllable()?.seekToLiveEdge();
      refresh();
    },
    setVolume(volume) {
      adapter?.setVolume(volume);
    },
    changeVolume(direction) {
      if (!adapter) return;
      const { volume, muted } = adapter.getSnapshot();
      const next = Math.round(((muted ? 0 : volume) + direction * VOLUME_STEP) * 100) / 100;
      adapter.setVolume(next);
      if (next <= 0) adapter.setMuted(true);
    },
    toggleMute() {
      if (!adapter) return;
      const { muted, volume } = adapter.getSnapshot();
      if (muted && volume === 0) adapter.setVolume(VOLUME_STEP * 5);
      adapter.setMuted(!muted);
    },
    selectAudioTrack(id) {
      adapter?.selectAudioTrack(id);
      refresh();
    },
    selectSubtitleTrack(id) {
      adapter?.selectSubtitleTrack(id);
      refresh();
    },
    skipAd() {
      adBreakPlayer?.ads?.skipAd();
    },
    clickAd() {
      adBreakPlayer?.ads?.clickAd();
    },
    behindLiveEdge: () => state.started && isBehindLiveEdge(state.snapshot),
  };
  return session;
}
