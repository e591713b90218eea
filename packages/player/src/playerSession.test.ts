import { createAppError, mediaItemSchema, PROGRESS_SAVE_INTERVAL_MS } from '@ott/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackPlan } from './playbackPlan';
import { errorOfPlayback } from './playerErrors';
import { createPlayerSession, type PlayerSession, type StartOptions } from './playerSession';
import { createFakeAdapterFactory } from './testing/FakePlayerAdapter';

const FILM = mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', duration: 600 });
const VOD: PlaybackPlan = { source: { url: 'https://cdn.test/hls/clip/master.m3u8' }, startPosition: 295, live: false, fromBeginning: false };
const LIVE: PlaybackPlan = { source: { url: 'https://cdn.test/live/lcHarbr1/master.m3u8' }, live: true, fromBeginning: false };
const video = document.createElement('video');

const flush = async () => {
  for (let round = 0; round < 5; round++) await Promise.resolve();
};

describe('createPlayerSession', () => {
  let session: PlayerSession;
  let fakes: ReturnType<typeof createFakeAdapterFactory>;
  let stop: () => void;
  const start = (options: Partial<StartOptions> = {}) => {
    stop = session.start({ video, item: FILM, plan: VOD, createAdapter: fakes.factory, ...options });
    return stop;
  };

  beforeEach(() => {
    session = createPlayerSession();
    fakes = createFakeAdapterFactory((adapter) => adapter.set({ duration: 600 }));
  });
  afterEach(() => stop?.());

  it('checks access, then loads the plan at its start position and is ready', async () => {
    let release: () => void = () => undefined;
    const checkAccess = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    start({ checkAccess });
    expect(session.getState().phase).toBe('checking');
    expect(fakes.adapters).toHaveLength(0);
    release();
    await flush();
    expect(session.getState().phase).toBe('ready');
    expect(fakes.last()!.attachedTo).toBe(video);
    expect(fakes.last()!.loaded).toEqual({ source: VOD.source, options: { startPosition: 295 } });
  });

  it('fails with the access check’s error (geo-blocked) and loads nothing', async () => {
    const blocked = createAppError('access_blocked');
    start({ checkAccess: () => Promise.reject(blocked) });
    await flush();
    expect(session.getState()).toMatchObject({ phase: 'error', error: blocked });
    expect(fakes.adapters).toHaveLength(0);
  });

  it('aborts the access check when stopped', async () => {
    let signal: AbortSignal | undefined;
    start({ checkAccess: (given) => ((signal = given), new Promise(() => undefined)) });
    stop();
    expect(signal?.aborted).toBe(true);
  });

  it('does not play without autoplay', async () => {
    start();
    await flush();
    expect(fakes.last()!.calls).toEqual(['load']);
    expect(session.getState().started).toBe(false);
  });

  it('autoplays, and marks playback as started', async () => {
    start({ autoplay: true });
    await flush();
    expect(fakes.last()!.calls).toEqual(['load', 'play']);
    expect(session.getState()).toMatchObject({ started: true, mutedByAutoplay: false, snapshot: { paused: false } });
  });

  it('falls back to muted autoplay when the browser refuses sound, until the viewer unmutes', async () => {
    fakes = createFakeAdapterFactory((adapter) => (adapter.refuseSound = true));
    start({ autoplay: true });
    await flush();
    expect(fakes.last()!.calls).toEqual(['load', 'play', 'muted:true', 'play']);
    expect(session.getState()).toMatchObject({ started: true, mutedByAutoplay: true, snapshot: { muted: true, paused: false } });
    session.toggleMute();
    expect(session.getState()).toMatchObject({ mutedByAutoplay: false, snapshot: { muted: false } });
  });

  it('turns a playback failure into the overlay’s error', async () => {
    start({ toError: errorOfPlayback });
    await flush();
    fakes.last()!.emit('error', { kind: 'network', message: 'manifestLoadError', status: 401 });
    expect(session.getState().phase).toBe('error');
    expect((session.getState().error as Error).message).toBe('Unauthorized');
  });

  it('saves progress on play, pause, every 5 minutes, page hide and stop', async () => {
    vi.useFakeTimers();
    try {
      const saveProgress = vi.fn();
      start({ saveProgress });
      await flush();
      const adapter = fakes.last()!;
      adapter.set({ currentTime: 60 });
      session.play();
      expect(saveProgress).toHaveBeenLastCalledWith(0.1);
      adapter.set({ currentTime: 120 });
      vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS);
      expect(saveProgress).toHaveBeenLastCalledWith(0.2);
      adapter.set({ currentTime: 180 });
      window.dispatchEvent(new Event('pagehide'));
      expect(saveProgress).toHaveBeenLastCalledWith(0.3);
      adapter.set({ currentTime: 240 });
      session.pause();
      expect(saveProgress).toHaveBeenLastCalledWith(0.4);
      adapter.set({ currentTime: 300 });
      stop();
      expect(saveProgress).toHaveBeenLastCalledWith(0.5);
      expect(saveProgress).toHaveBeenCalledTimes(5);
      expect(adapter.destroyed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves nothing for a live stream', async () => {
    const saveProgress = vi.fn();
    start({ plan: LIVE, saveProgress });
    await flush();
    fakes.last()!.set({ currentTime: 50, duration: 100 });
    session.play();
    session.pause();
    stop();
    expect(saveProgress).not.toHaveBeenCalled();
  });

  it('reports the end of playback after saving it', async () => {
    const calls: string[] = [];
    start({ saveProgress: (progress) => calls.push(`save:${progress}`), onEnded: () => calls.push('ended') });
    await flush();
    session.play();
    fakes.last()!.set({ currentTime: 600, ended: true, paused: true });
    fakes.last()!.emit('ended');
    expect(calls).toEqual(['save:0', 'save:1', 'ended']);
  });

  it('sends the controls’ commands to the adapter', async () => {
    start();
    await flush();
    const adapter = fakes.last()!;
    session.togglePlay();
    session.togglePlay();
    session.seek(30);
    session.seekBy(5);
    session.selectAudioTrack(1);
    session.selectSubtitleTrack(0);
    session.setVolume(0.4);
    session.changeVolume(1);
    session.changeVolume(-1);
    expect(adapter.calls).toEqual(['load', 'play', 'pause', 'seek:30', 'seek:35', 'audio:1', 'subtitles:0', 'volume:0.4', 'volume:0.5', 'volume:0.4']);
    expect(session.getState().snapshot).toMatchObject({ currentTime: 35, audioTrack: 1, subtitleTrack: 0 });
  });

  it('mutes when the volume is turned all the way down, and unmutes to a usable level', async () => {
    start();
    await flush();
    const adapter = fakes.last()!;
    adapter.set({ volume: 0.1 });
    session.changeVolume(-1);
    expect(adapter.snapshot).toMatchObject({ volume: 0, muted: true });
    session.toggleMute();
    expect(adapter.snapshot).toMatchObject({ volume: 0.5, muted: false });
  });

  it('jumps to the live edge and knows when it is behind', async () => {
    start({ plan: LIVE });
    await flush();
    const adapter = fakes.last()!;
    adapter.set({ live: true, liveEdge: 1000, liveEdgeTolerance: 10 });
    expect(session.behindLiveEdge()).toBe(false); // not started: the position is not known yet
    session.play();
    adapter.advanceTo(900);
    expect(session.behindLiveEdge()).toBe(true);
    session.goLive();
    expect(session.behindLiveEdge()).toBe(false);
    expect(session.getState().snapshot.currentTime).toBe(1000);
  });

  it('notifies subscribers of every change until they leave', async () => {
    const listener = vi.fn();
    const leave = session.subscribe(listener);
    start();
    await flush();
    const count = listener.mock.calls.length;
    fakes.last()!.advanceTo(3);
    expect(listener).toHaveBeenCalledTimes(count + 1);
    leave();
    fakes.last()!.advanceTo(4);
    expect(listener).toHaveBeenCalledTimes(count + 1);
  });

  it('starts afresh with a new adapter after a stop (retry, another source)', async () => {
    start();
    await flush();
    stop();
    start({ plan: LIVE });
    await flush();
    expect(fakes.adapters).toHaveLength(2);
    expect(fakes.adapters[0]!.destroyed).toBe(true);
    expect(fakes.last()!.loaded?.source).toBe(LIVE.source);
  });

  it('ignores commands before anything is loaded', () => {
    expect(() => {
      session.play();
      session.togglePlay();
      session.seekBy(5);
      session.changeVolume(1);
      session.toggleMute();
    }).not.toThrow();
  });
  describe('signed sources (resolvePlan)', () => {
    const SIGNED = (n: number): PlaybackPlan => ({ ...VOD, source: { url: `https://cdn.test/hls/items/mv000001/master.m3u8?exp=${n}&sig=s${n}` } });
    const refused = { kind: 'network', message: 'Forbidden', status: 403 } as const;

    it('plays the plan resolved before playback, not the unsigned one', async () => {
      const resolvePlan = vi.fn(async () => SIGNED(1));
      start({ resolvePlan, checkAccess: undefined });
      expect(session.getState().phase).toBe('checking');
      await flush();
      expect(session.getState().phase).toBe('ready');
      expect(fakes.last()!.loaded?.source.url).toBe(SIGNED(1).source.url);
    });

    it('a refusal before playback (Unauthorized) fails and loads nothing', async () => {
      const unauthorized = createAppError('unauthorized');
      start({ resolvePlan: () => Promise.reject(unauthorized) });
      await flush();
      expect(session.getState()).toMatchObject({ phase: 'error', error: unauthorized });
      expect(fakes.adapters).toHaveLength(0);
    });

    it('a stream refused after a long pause is re-resolved once and resumes at the same position', async () => {
      let issued = 0;
      const resolvePlan = vi.fn(async () => SIGNED(++issued));
      start({ resolvePlan, autoplay: true, toError: errorOfPlayback });
      await flush();
      const adapter = fakes.last()!;
      adapter.advanceTo(1234);
      adapter.emit('error', refused);
      await flush();
      expect(resolvePlan).toHaveBeenCalledTimes(2);
      expect(fakes.adapters).toHaveLength(1);
      expect(adapter.loaded).toEqual({ source: SIGNED(2).source, options: { startPosition: 1234 } });
      expect(adapter.calls.slice(-2)).toEqual(['load', 'play']);
      expect(session.getState().phase).toBe('ready');
    });

    it('a paused stream stays paused after the renewal', async () => {
      let issued = 0;
      start({ resolvePlan: async () => SIGNED(++issued), autoplay: true });
      await flush();
      const adapter = fakes.last()!;
      session.pause();
      adapter.emit('error', refused);
      await flush();
      expect(adapter.calls.slice(-1)).toEqual(['load']);
    });

    it('a live stream at its edge picks up at the edge', async () => {
      start({ plan: LIVE, resolvePlan: async () => ({ ...LIVE, source: { url: `${LIVE.source.url}?sig=2` } }), autoplay: true });
      await flush();
      const adapter = fakes.last()!;
      adapter.advanceTo(99);
      adapter.emit('error', refused);
      await flush();
      expect(adapter.loaded?.options).toEqual({});
    });

    it('refused again right after the renewal: Unauthorized, no loop', async () => {
      let issued = 0;
      const resolvePlan = vi.fn(async () => SIGNED(++issued));
      start({ resolvePlan, autoplay: true, toError: errorOfPlayback });
      await flush();
      const adapter = fakes.last()!;
      adapter.set({ paused: true });
      adapter.emit('error', refused);
      await flush();
      adapter.emit('error', refused);
      await flush();
      expect(resolvePlan).toHaveBeenCalledTimes(2);
      expect(session.getState()).toMatchObject({ phase: 'error', error: { message: 'Unauthorized' } });
    });

    it('refused before it ever played: Unauthorized at once', async () => {
      const resolvePlan = vi.fn(async () => SIGNED(1));
      start({ resolvePlan, toError: errorOfPlayback });
      await flush();
      fakes.last()!.emit('error', refused);
      await flush();
      expect(resolvePlan).toHaveBeenCalledTimes(1);
      expect(session.getState()).toMatchObject({ phase: 'error', error: { message: 'Unauthorized' } });
    });

    it('a renewal that is refused shows why', async () => {
      let calls = 0;
      const unauthorized = createAppError('unauthorized');
      start({ resolvePlan: async () => (++calls === 1 ? SIGNED(1) : Promise.reject(unauthorized)), autoplay: true });
      await flush();
      fakes.last()!.emit('error', refused);
      await flush();
      expect(session.getState()).toMatchObject({ phase: 'error', error: unauthorized });
    });
  });
});
