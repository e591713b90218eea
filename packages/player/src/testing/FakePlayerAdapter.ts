import { PlayerEmitter } from '../PlayerEmitter';
import type { LoadOptions, PlayerAdapter, PlayerAdapterFactory, PlayerEventMap, PlayerEventName, PlayerListener, PlayerSnapshot, PlayerSource } from '../PlayerAdapter';
import { EMPTY_SNAPSHOT } from '../playerSession';

/**
 * A scriptable adapter for session and component tests: it records what it was asked to do,
 * keeps a snapshot the test sets, and emits events when told to.
 */
export class FakePlayerAdapter implements PlayerAdapter {
  snapshot: PlayerSnapshot = { ...EMPTY_SNAPSHOT };
  loaded: { source: PlayerSource; options: LoadOptions } | null = null;
  attachedTo: HTMLVideoElement | null = null;
  destroyed = false;
  /** Makes play() reject as a browser refusing autoplay with sound. */
  refuseSound = false;
  private readonly emitter = new PlayerEmitter();

  /** `calls`: where the commands are recorded; a test passes a log it shares with other fakes to see their order. */
  constructor(readonly calls: string[] = []) {}

  attach(video: HTMLVideoElement): void {
    this.attachedTo = video;
  }
  load(source: PlayerSource, options: LoadOptions = {}): Promise<void> {
    this.loaded = { source, options };
    this.calls.push('load');
    return Promise.resolve();
  }
  play(): Promise<void> {
    this.calls.push('play');
    if (this.refuseSound && !this.snapshot.muted) {
      const error = new Error('autoplay with sound refused');
      error.name = 'NotAllowedError';
      return Promise.reject(error);
    }
    this.set({ paused: false, ended: false });
    this.emit('playing');
    return Promise.resolve();
  }
  pause(): void {
    this.calls.push('pause');
    this.set({ paused: true });
    this.emit('paused');
  }
  seek(seconds: number): void {
    this.calls.push(`seek:${seconds}`);
    this.set({ currentTime: seconds });
  }
  seekToLiveEdge(): void {
    this.calls.push('live-edge');
    if (this.snapshot.liveEdge !== null) this.set({ currentTime: this.snapshot.liveEdge });
  }
  setVolume(volume: number): void {
    this.calls.push(`volume:${volume}`);
    this.set({ volume, muted: volume > 0 ? false : this.snapshot.muted });
    this.emit('volumechange', { volume, muted: this.snapshot.muted });
  }
  setMuted(muted: boolean): void {
    this.calls.push(`muted:${muted}`);
    this.set({ muted });
    this.emit('volumechange', { volume: this.snapshot.volume, muted });
  }
  selectAudioTrack(id: number): void {
    this.calls.push(`audio:${id}`);
    this.set({ audioTrack: id });
  }
  selectSubtitleTrack(id: number): void {
    this.calls.push(`subtitles:${id}`);
    this.set({ subtitleTrack: id });
  }
  getSnapshot(): PlayerSnapshot {
    return this.snapshot;
  }
  on<Name extends PlayerEventName>(event: Name, listener: PlayerListener<Name>): () => void {
    return this.emitter.on(event, listener);
  }
  destroy(): void {
    this.calls.push('destroy');
    this.destroyed = true;
    this.emitter.clear();
  }

  // ---- for tests ----

  set(patch: Partial<PlayerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
  }
  emit<Name extends PlayerEventName>(event: Name, ...payload: PlayerEventMap[Name] extends undefined ? [] : [PlayerEventMap[Name]]): void {
    this.emitter.emit(event, ...payload);
  }
  /** Time passes: the position moves and a timeupdate is emitted. */
  advanceTo(currentTime: number): void {
    this.set({ currentTime });
    this.emit('timeupdate', { currentTime });
  }
}

/** A factory that records every adapter it creates (the last one is the one playing). */
export function createFakeAdapterFactory(setup?: (adapter: FakePlayerAdapter) => void) {
  const adapters: FakePlayerAdapter[] = [];
  const factory: PlayerAdapterFactory = () => {
    const adapter = new FakePlayerAdapter();
    setup?.(adapter);
    adapters.push(adapter);
    return adapter;
  };
  return { factory, adapters, last: () => adapters[adapters.length - 1] };
}
