import type Hls from 'hls.js';
import type { ErrorData, HlsConfig, LevelLoadedData, ManifestParsedData } from 'hls.js';
import type { LoadOptions, PlayerSource, PlayerTrack } from './PlayerAdapter';
import { ssaiBreaks, type SsaiBreak, type SsaiFragment } from './ssaiBreaks';
import { VideoElementAdapter } from './VideoElementAdapter';

/** The hls.js class, as the dynamic import gives it (tests pass a fake). */
export type HlsClass = typeof Hls;
export type LoadHls = () => Promise<HlsClass>;

/**
 * hls.js is imported only when a stream starts, so it stays out of the first-load bundle (it is
 * about 400 kB): the app's bundler makes it a chunk of its own.
 */
export const loadHlsJs: LoadHls = () => import('hls.js').then((module) => module.default);

/**
 * How far behind hls.js's live position playback may drift and still count as live: at least
 * 10 s, or the stream's target latency (three segments) when that is more. Start-up buffering
 * alone leaves playback several seconds behind `liveSyncPosition`; that is not "behind live".
 */
export const HLS_LIVE_EDGE_TOLERANCE_SECONDS = 10;

/** A fatal media (decoding) error is worth one recovery attempt before it is reported. */
const MEDIA_ERROR_RECOVERIES = 1;

/**
 * Plays HLS with hls.js over Media Source Extensions: the stream's own audio and subtitle tracks
 * (hls.js track ids), its quality levels, live detection from the playlist, and the live edge as
 * hls.js computes it (`liveSyncPosition`), and the ad breaks a server stitched in (`ssaibreaks`,
 * from the cue tags hls.js keeps on each fragment).
 */
export class HlsJsAdapter extends VideoElementAdapter {
  private hls: Hls | null = null;
  private mediaErrorRecoveries = 0;
  private stitchedBreaks: readonly SsaiBreak[] = [];

  constructor(private readonly loadHls: LoadHls = loadHlsJs) {
    super();
  }

  async load(source: PlayerSource, options: LoadOptions = {}): Promise<void> {
    const video = this.requireVideo();
    const HlsJs = await this.loadHls();
    if (this.destroyed) return;
    if (!HlsJs.isSupported()) {
      this.emitError({ kind: 'unsupported', message: 'This browser cannot play HLS streams' });
      return;
    }
    const config: Partial<HlsConfig> = { startPosition: options.startPosition ?? -1 };
    // Loaded again (a renewed signed source): the previous engine lets go of the video first.
    this.hls?.destroy();
    const hls = new HlsJs(config);
    this.hls = hls;
    const { Events } = HlsJs;

    hls.on(Events.MANIFEST_PARSED, (_event, data: ManifestParsedData) => {
      this.levels = data.levels.map((level) => ({
        bitrate: level.bitrate,
        ...(level.width ? { width: level.width } : {}),
        ...(level.height ? { height: level.height } : {}),
      }));
      this.emitter.emit('levels', { levels: this.levels });
      this.emitAudioTracks();
      this.emitSubtitleTracks();
      if (hls.subtitleTracks.length === 0 && !this.hasSideTextTracks()) this.addSideTextTracks(source.textTracks);
    });
    hls.on(Events.LEVEL_LOADED, (_event, data: LevelLoadedData) => {
      this.setLive(data.details.live);
      this.emitSsaiBreaks(data.details.fragments ?? []);
    });
    hls.on(Events.AUDIO_TRACKS_UPDATED, () => this.emitAudioTracks());
    hls.on(Events.AUDIO_TRACK_SWITCHED, () => this.emitAudioTracks());
    hls.on(Events.SUBTITLE_TRACKS_UPDATED, () => this.emitSubtitleTracks());
    hls.on(Events.SUBTITLE_TRACK_SWITCH, () => this.emitSubtitleTracks());
    hls.on(Events.ERROR, (_event, data: ErrorData) => this.onHlsError(HlsJs, data));

    hls.attachMedia(video);
    hls.loadSource(source.url);
  }

  override selectAudioTrack(id: number): void {
    if (!this.hls) return;
    if (id >= 0 && id < this.hls.audioTracks.length) this.hls.audioTrack = id;
  }

  override selectSubtitleTrack(id: number): void {
    const hls = this.hls;
    if (hls && hls.subtitleTracks.length > 0) {
      hls.subtitleTrack = id >= 0 && id < hls.subtitleTracks.length ? id : -1;
      hls.subtitleDisplay = hls.subtitleTrack >= 0;
      this.emitSubtitleTracks();
      return;
    }
    super.selectSubtitleTrack(id);
  }

  override seekToLiveEdge(): void {
    const edge = this.liveEdge();
    if (edge !== null && this.video) this.video.currentTime = edge;
  }

  override destroy(): void {
    this.hls?.destroy();
    this.hls = null;
    super.destroy();
  }

  protected override liveEdge(): number | null {
    if (!this.isLive()) return null;
    return this.hls?.liveSyncPosition ?? super.liveEdge();
  }

  protected override liveEdgeTolerance(): number {
    return Math.max(HLS_LIVE_EDGE_TOLERANCE_SECONDS, this.hls?.targetLatency ?? 0);
  }

  protected override audioTracks(): PlayerTrack[] {
    return (this.hls?.audioTracks ?? []).map((track, index) => hlsTrack(index, track.name, track.lang));
  }

  protected override selectedAudioTrack(): number {
    return this.hls && this.hls.audioTracks.length > 0 ? this.hls.audioTrack : -1;
  }

  /** The stream's own subtitles when it has any, else the side-loaded `<track>` elements. */
  protected override subtitleTracks(): PlayerTrack[] {
    const own = this.hls?.subtitleTracks ?? [];
    if (own.length === 0) return super.subtitleTracks();
    return own.map((track, index) => hlsTrack(index, track.name, track.lang));
  }

  protected override selectedSubtitleTrack(): number {
    const hls = this.hls;
    if (!hls || hls.subtitleTracks.length === 0) return super.selectedSubtitleTrack();
    return hls.subtitleDisplay ? hls.subtitleTrack : -1;
  }

  /** Reports the stitched breaks when a loaded playlist shows other ones than before (every level carries the same). */
  private emitSsaiBreaks(fragments: readonly SsaiFragment[]): void {
    const breaks = ssaiBreaks(fragments);
    const key = (list: readonly SsaiBreak[]): string => list.map((adBreak) => `${adBreak.streamStart}-${adBreak.streamEnd}`).join();
    if (key(breaks) === key(this.stitchedBreaks)) return;
    this.stitchedBreaks = breaks;
    this.emitter.emit('ssaibreaks', { breaks });
  }

  private emitAudioTracks(): void {
    this.emitter.emit('audiotracks', { tracks: this.audioTracks(), selected: this.selectedAudioTrack() });
  }

  private emitSubtitleTracks(): void {
    this.emitter.emit('subtitletracks', { tracks: this.subtitleTracks(), selected: this.selectedSubtitleTrack() });
  }

  private onHlsError(HlsJs: HlsClass, data: ErrorData): void {
    if (!data.fatal) return;
    const { ErrorTypes } = HlsJs;
    const message = data.error?.message || data.details;
    if (data.type === ErrorTypes.MEDIA_ERROR && this.mediaErrorRecoveries < MEDIA_ERROR_RECOVERIES) {
      this.mediaErrorRecoveries += 1;
      this.hls?.recoverMediaError();
      return;
    }
    if (data.type === ErrorTypes.NETWORK_ERROR) {
      const status = data.response?.code;
      this.emitError({ kind: 'network', message, ...(status ? { status } : {}) });
    } else if (data.type === ErrorTypes.MEDIA_ERROR) {
      this.emitError({ kind: 'media', message });
    } else {
      this.emitError({ kind: 'other', message });
    }
  }
}

const hlsTrack = (id: number, name: string | undefined, lang: string | undefined): PlayerTrack => ({
  id,
  ...(name ? { label: name } : {}),
  ...(lang ? { language: lang } : {}),
});
