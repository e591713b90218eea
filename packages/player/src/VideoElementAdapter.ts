import type {
  LoadOptions,
  PlayerAdapter,
  PlayerError,
  PlayerEventName,
  PlayerLevel,
  PlayerListener,
  PlayerSnapshot,
  PlayerSource,
  PlayerTrack,
  SideTextTrack,
} from './PlayerAdapter';
import { PlayerEmitter } from './PlayerEmitter';

/** Text-track kinds the subtitles menu lists (not chapters, descriptions or metadata). */
const SUBTITLE_KINDS = new Set(['subtitles', 'captions']);

/** The part of a browser's audio track list the adapters read (Safari has it; the DOM typings do not). */
interface NativeAudioTrack {
  enabled: boolean;
  label: string;
  language: string;
}
interface NativeAudioTrackList extends EventTarget {
  readonly length: number;
  [index: number]: NativeAudioTrack;
}

/** `MediaError.code` values. */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * What every adapter does with the `<video>` element: it forwards the element's events, reads the
 * time, volume and seekable range, side-loads WebVTT tracks and lists the element's own text and
 * audio tracks. Subclasses set the element's source (natively or through hls.js) and may take over
 * track lists, live detection and the live edge.
 */
export abstract class VideoElementAdapter implements PlayerAdapter {
  protected video: HTMLVideoElement | null = null;
  protected readonly emitter = new PlayerEmitter();
  protected destroyed = false;
  protected live = false;
  protected levels: readonly PlayerLevel[] = [];
  private buffering = false;
  private readonly cleanups: (() => void)[] = [];
  private readonly sideTrackElements: HTMLTrackElement[] = [];

  abstract load(source: PlayerSource, options?: LoadOptions): Promise<void>;

  attach(video: HTMLVideoElement): void {
    this.video = video;
    const listen = (type: string, handler: () => void, target: EventTarget = video) => {
      target.addEventListener(type, handler);
      this.cleanups.push(() => target.removeEventListener(type, handler));
    };
    listen('timeupdate', () => this.emitter.emit('timeupdate', { currentTime: video.currentTime }));
    listen('durationchange', () => this.emitter.emit('durationchange', { duration: video.duration }));
    listen('playing', () => {
      this.buffering = false;
      this.emitter.emit('playing');
    });
    listen('pause', () => this.emitter.emit('paused'));
    listen('waiting', () => {
      this.buffering = true;
      this.emitter.emit('waiting');
    });
    listen('canplay', () => {
      if (!this.buffering) return;
      this.buffering = false;
      this.emitter.emit('timeupdate', { currentTime: video.currentTime });
    });
    listen('ended', () => this.emitter.emit('ended'));
    listen('volumechange', () => this.emitter.emit('volumechange', { volume: video.volume, muted: video.muted }));
    listen('error', () => this.onVideoError());
    const emitSubtitles = () => this.emitter.emit('subtitletracks', { tracks: this.subtitleTracks(), selected: this.selectedSubtitleTrack() });
    if (video.textTracks) {
      listen('addtrack', emitSubtitles, video.textTracks);
      listen('removetrack', emitSubtitles, video.textTracks);
      listen('change', emitSubtitles, video.textTracks);
    }
    const audioTracks = this.nativeAudioTrackList();
    if (audioTracks) {
      const emitAudio = () => this.emitter.emit('audiotracks', { tracks: this.audioTracks(), selected: this.selectedAudioTrack() });
      listen('addtrack', emitAudio, audioTracks);
      listen('change', emitAudio, audioTracks);
    }
  }

  play(): Promise<void> {
    return this.requireVideo().play();
  }

  pause(): void {
    this.video?.pause();
  }

  seek(seconds: number): void {
    const video = this.video;
    if (!video || !Number.isFinite(seconds)) return;
    const { start, end } = this.seekableRange();
    video.currentTime = end > start ? Math.min(Math.max(seconds, start), end) : Math.max(0, seconds);
  }

  seekToLiveEdge(): void {
    const edge = this.liveEdge();
    if (edge !== null) this.seek(edge);
  }

  setVolume(volume: number): void {
    const video = this.video;
    if (!video || !Number.isFinite(volume)) return;
    video.volume = Math.min(1, Math.max(0, volume));
    if (video.volume > 0 && video.muted) video.muted = false;
  }

  setMuted(muted: boolean): void {
    if (this.video) this.video.muted = muted;
  }

  selectAudioTrack(id: number): void {
    const list = this.nativeAudioTrackList();
    if (!list || id < 0 || id >= list.length) return;
    for (let index = 0; index < list.length; index++) list[index]!.enabled = index === id;
  }

  selectSubtitleTrack(id: number): void {
    const tracks = this.video?.textTracks;
    if (!tracks) return;
    for (let index = 0; index < tracks.length; index++) {
      const track = tracks[index]!;
      if (!SUBTITLE_KINDS.has(track.kind)) continue;
      track.mode = index === id ? 'showing' : 'disabled';
    }
  }

  getSnapshot(): PlayerSnapshot {
    const video = this.video;
    const { start, end } = this.seekableRange();
    return {
      currentTime: video?.currentTime ?? 0,
      duration: video?.duration ?? Number.NaN,
      paused: video?.paused ?? true,
      ended: video?.ended ?? false,
      buffering: this.buffering,
      volume: video?.volume ?? 1,
      muted: video?.muted ?? false,
      live: this.isLive(),
      seekableStart: start,
      seekableEnd: end,
      liveEdge: this.liveEdge(),
      liveEdgeTolerance: this.liveEdgeTolerance(),
      audioTracks: this.audioTracks(),
      audioTrack: this.selectedAudioTrack(),
      subtitleTracks: this.subtitleTracks(),
      subtitleTrack: this.selectedSubtitleTrack(),
      levels: this.levels,
    };
  }

  on<Name extends PlayerEventName>(event: Name, listener: PlayerListener<Name>): () => void {
    return this.emitter.on(event, listener);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const element of this.sideTrackElements.splice(0)) element.remove();
    this.emitter.clear();
    const video = this.video;
    if (video) {
      video.pause();
      video.removeAttribute('src');
      video.load();
    }
    this.video = null;
  }

  // ---- for subclasses ----

  protected requireVideo(): HTMLVideoElement {
    if (!this.video) throw new Error('The player adapter is not attached to a video element');
    return this.video;
  }

  /** Whether the stream is live; the native adapter reads an infinite duration, hls.js the playlist. */
  protected isLive(): boolean {
    return this.live;
  }

  protected setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.emitter.emit('live', { live });
  }

  /** The live playback position; the end of the seekable range unless the engine knows better. */
  protected liveEdge(): number | null {
    if (!this.isLive()) return null;
    const { end } = this.seekableRange();
    return end > 0 ? end : null;
  }

  protected abstract liveEdgeTolerance(): number;

  protected seekableRange(): { start: number; end: number } {
    const video = this.video;
    const seekable = video?.seekable;
    if (seekable && seekable.length > 0) return { start: seekable.start(0), end: seekable.end(seekable.length - 1) };
    const duration = video?.duration ?? Number.NaN;
    return { start: 0, end: Number.isFinite(duration) ? duration : 0 };
  }

  /** The element's subtitle and caption tracks; the id is the track's index in `video.textTracks`. */
  protected subtitleTracks(): PlayerTrack[] {
    const tracks = this.video?.textTracks;
    const result: PlayerTrack[] = [];
    if (!tracks) return result;
    for (let index = 0; index < tracks.length; index++) {
      const track = tracks[index]!;
      if (SUBTITLE_KINDS.has(track.kind)) result.push(trackOf(index, track.label, track.language));
    }
    return result;
  }

  protected selectedSubtitleTrack(): number {
    const tracks = this.video?.textTracks;
    if (!tracks) return -1;
    for (let index = 0; index < tracks.length; index++) {
      const track = tracks[index]!;
      if (SUBTITLE_KINDS.has(track.kind) && track.mode === 'showing') return index;
    }
    return -1;
  }

  protected audioTracks(): PlayerTrack[] {
    const list = this.nativeAudioTrackList();
    const result: PlayerTrack[] = [];
    for (let index = 0; list && index < list.length; index++) result.push(trackOf(index, list[index]!.label, list[index]!.language));
    return result;
  }

  protected selectedAudioTrack(): number {
    const list = this.nativeAudioTrackList();
    for (let index = 0; list && index < list.length; index++) if (list[index]!.enabled) return index;
    return -1;
  }

  /**
   * Adds the item's WebVTT files as `<track>` elements. Only when the stream has no subtitles of its
   * own: the demo's HLS clips list the same files in their manifest, and a viewer should not see
   * every language twice.
   */
  /** Whether the item's WebVTT files are already on the video (a source loaded again keeps them). */
  protected hasSideTextTracks(): boolean {
    return this.sideTrackElements.length > 0;
  }

  protected addSideTextTracks(tracks: readonly SideTextTrack[] | undefined): void {
    const video = this.video;
    if (!video || !tracks) return;
    const doc = video.ownerDocument;
    for (const track of tracks) {
      if (!SUBTITLE_KINDS.has(track.kind)) continue;
      const element = doc.createElement('track');
      element.kind = track.kind;
      element.src = track.file;
      if (track.label) element.label = track.label;
      const language = languageFromLabel(track.label);
      if (language) element.srclang = language;
      if (track.default) element.default = true;
      video.appendChild(element);
      this.sideTrackElements.push(element);
    }
    this.emitter.emit('subtitletracks', { tracks: this.subtitleTracks(), selected: this.selectedSubtitleTrack() });
  }

  protected emitError(error: PlayerError): void {
    this.emitter.emit('error', error);
  }

  protected onVideoError(): void {
    const code = this.video?.error?.code;
    const message = this.video?.error?.message || 'The video could not be played';
    if (code === MEDIA_ERR_NETWORK) this.emitError({ kind: 'network', message });
    else if (code === MEDIA_ERR_DECODE) this.emitError({ kind: 'media', message });
    else if (code === MEDIA_ERR_SRC_NOT_SUPPORTED) this.emitError({ kind: 'unsupported', message });
    else this.emitError({ kind: 'other', message });
  }

  private nativeAudioTrackList(): NativeAudioTrackList | undefined {
    return (this.video as (HTMLVideoElement & { audioTracks?: NativeAudioTrackList }) | null)?.audioTracks;
  }
}

const trackOf = (id: number, label: string | undefined, language: string | undefined): PlayerTrack => ({
  id,
  ...(label ? { label } : {}),
  ...(language ? { language } : {}),
});

/** A side-loaded track's language when its label is a language code ("en", "pt-BR"); the demo labels its files that way. */
function languageFromLabel(label: string | undefined): string | undefined {
  return label && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(label) ? label : undefined;
}
