import { PROGRESS_SAVE_INTERVAL_MS } from '@ott/common';

/** Progress as a fraction of the duration; null when it cannot be known (no duration yet, a live stream's infinite one). */
export function progressOf(currentTime: number, duration: number): number | null {
  if (!Number.isFinite(currentTime) || !Number.isFinite(duration) || duration <= 0) return null;
  return Math.min(1, Math.max(0, currentTime / duration));
}

export interface ProgressTrackerOptions {
  /** Stores the progress (0 to 1), e.g. the watch-history store's `saveItem`. */
  save: (progress: number) => void;
  /** The position now. */
  position: () => { currentTime: number; duration: number };
  /** Whether what plays is live: live streams have no progress to save. */
  isLive: () => boolean;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface ProgressTracker {
  /** Playback started or resumed: save, and save again every interval while it plays. */
  playing(): void;
  /** Playback paused: save, and stop the interval. */
  paused(): void;
  /** Playback reached the end: save (the full progress), and stop the interval. */
  ended(): void;
  /** The page is being hidden or left (pagehide, visibilitychange to hidden): save. */
  pageHidden(): void;
  /** The player goes away (leaving the screen, another item): save once more, then stop for good. */
  dispose(): void;
}

/**
 * When watch progress is saved (spec 000 §4 "Playback"): on play, on pause, on leaving, on page
 * hide and every 5 minutes (PROGRESS_SAVE_INTERVAL_MS) while playing; never for a live stream.
 * Nothing is saved before playback first starts, so opening an item and leaving at once does not
 * put it at the front of the history with no progress. The same progress is not saved twice in a
 * row (pause right after a page-hide save, for one).
 */
export function createProgressTracker(options: ProgressTrackerOptions): ProgressTracker {
  const intervalMs = options.intervalMs ?? PROGRESS_SAVE_INTERVAL_MS;
  const startTimer = options.setInterval ?? ((callback: () => void, ms: number) => globalThis.setInterval(callback, ms));
  const stopTimer = options.clearInterval ?? ((handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let started = false;
  let disposed = false;
  let timer: unknown = null;
  let lastSaved: number | null = null;

  const save = () => {
    if (!started || options.isLive()) return;
    const { currentTime, duration } = options.position();
    const progress = progressOf(currentTime, duration);
    if (progress === null || progress === lastSaved) return;
    lastSaved = progress;
    options.save(progress);
  };
  const stopInterval = () => {
    if (timer === null) return;
    stopTimer(timer);
    timer = null;
  };

  return {
    playing() {
      if (disposed) return;
      started = true;
      save();
      if (timer === null) timer = startTimer(save, intervalMs);
    },
    paused() {
      if (disposed) return;
      save();
      stopInterval();
    },
    ended() {
      if (disposed) return;
      save();
      stopInterval();
    },
    pageHidden() {
      if (!disposed) save();
    },
    dispose() {
      if (disposed) return;
      save();
      stopInterval();
      disposed = true;
    },
  };
}

/**
 * Calls `onHide` when the page is hidden or unloaded: `pagehide` (leaving, bfcache) and
 * `visibilitychange` to hidden (switching tabs, locking the phone; often the last event a mobile
 * browser delivers). Returns the function that stops listening.
 */
export function onPageHide(onHide: () => void, win: Window = window, doc: Document = document): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onHide();
  };
  win.addEventListener('pagehide', onHide);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onHide);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
