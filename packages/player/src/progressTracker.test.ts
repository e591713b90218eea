import { PROGRESS_SAVE_INTERVAL_MS } from '@ott/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker, onPageHide, progressOf } from './progressTracker';

describe('progressOf', () => {
  it.each([
    [30, 600, 0.05],
    [0, 600, 0],
    [700, 600, 1],
    [10, Number.NaN, null],
    [10, Number.POSITIVE_INFINITY, null],
    [10, 0, null],
  ])('%s s of %s s is %s', (currentTime, duration, expected) => {
    expect(progressOf(currentTime, duration)).toBe(expected);
  });
});

describe('createProgressTracker (spec 000 §4: save on pause, play, leave, page hide and every 5 minutes)', () => {
  let position: { currentTime: number; duration: number };
  let live: boolean;
  let save: ReturnType<typeof vi.fn<(progress: number) => void>>;
  const tracker = () => createProgressTracker({ save, position: () => position, isLive: () => live });

  beforeEach(() => {
    vi.useFakeTimers();
    position = { currentTime: 60, duration: 600 };
    live = false;
    save = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves when playback starts and when it pauses', () => {
    const progress = tracker();
    progress.playing();
    expect(save).toHaveBeenLastCalledWith(0.1);
    position.currentTime = 120;
    progress.paused();
    expect(save).toHaveBeenLastCalledWith(0.2);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves every PROGRESS_SAVE_INTERVAL_MS (5 minutes) while playing, and stops when paused', () => {
    expect(PROGRESS_SAVE_INTERVAL_MS).toBe(300_000);
    const progress = tracker();
    progress.playing();
    position.currentTime = 300;
    vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS - 1);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(0.5);
    position.currentTime = 360;
    progress.paused();
    position.currentTime = 420;
    vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS * 3);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith(0.6);
  });

  it('keeps one interval however often playback resumes', () => {
    const progress = tracker();
    progress.playing();
    progress.playing();
    position.currentTime = 90;
    vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves when the page is hidden and when the player goes away (leaving)', () => {
    const progress = tracker();
    progress.playing();
    position.currentTime = 150;
    progress.pageHidden();
    expect(save).toHaveBeenLastCalledWith(0.25);
    position.currentTime = 180;
    progress.dispose();
    expect(save).toHaveBeenLastCalledWith(0.3);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('stops for good once disposed', () => {
    const progress = tracker();
    progress.playing();
    progress.dispose();
    position.currentTime = 500;
    vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS * 2);
    progress.paused();
    progress.pageHidden();
    progress.playing();
    progress.dispose();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves the full progress at the end', () => {
    const progress = tracker();
    progress.playing();
    position.currentTime = 600;
    progress.ended();
    expect(save).toHaveBeenLastCalledWith(1);
  });

  it('saves nothing before playback first starts (opening an item and leaving at once)', () => {
    const progress = tracker();
    progress.pageHidden();
    progress.paused();
    progress.dispose();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves nothing for a live stream', () => {
    live = true;
    position = { currentTime: 3600, duration: Number.POSITIVE_INFINITY };
    const progress = tracker();
    progress.playing();
    vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS * 2);
    progress.pageHidden();
    progress.paused();
    progress.dispose();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves nothing while live even when the duration looks finite (catch-up playlists grow)', () => {
    live = true;
    const progress = tracker();
    progress.playing();
    progress.paused();
    expect(save).not.toHaveBeenCalled();
  });

  it('does not save the same progress twice in a row', () => {
    const progress = tracker();
    progress.playing();
    progress.pageHidden();
    progress.paused();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('onPageHide', () => {
  it('reports pagehide and a change to hidden, not a change to visible, until stopped', () => {
    const onHide = vi.fn();
    const stop = onPageHide(onHide);
    window.dispatchEvent(new Event('pagehide'));
    expect(onHide).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
