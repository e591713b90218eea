/**
 * The one interface the player component talks to, whatever plays the video underneath: hls.js
 * over Media Source Extensions, the browser's own HLS or MP4 playback, or (later) another player
 * library. An adapter owns a `<video>` element once attached and reports what happens to it
 * through events; the component reads the current state with `getSnapshot()`.
 */
import type { SsaiBreak } from './ssaiBreaks';

/** What to play: the stream URL, its MIME type as the content host gives it, and side-loaded text tracks. */
export interface PlayerSource {
  url: string;
  type?: string;
  /** Subtitle files listed on the media item (WebVTT), used when the stream carries none of its own. */
  textTracks?: readonly SideTextTrack[];
}

export interface SideTextTrack {
  file: string;
  kind: string;
  label?: string;
  default?: boolean;
}

export interface LoadOptions {
  /**
   * Where playback starts, in seconds. Omitted: the start of a video, or the live edge of a live
   * stream. 0 on a live stream plays from the oldest part the stream keeps (catch-up).
   */
  startPosition?: number;
}

/** An audio or subtitle track as the menus list it. */
export interface PlayerTrack {
  /** The engine's id for the track; pass it back to select it. */
  id: number;
  /** The label the stream gives the track, if any. */
  label?: string;
  /** Its BCP-47 language, if any. */
  language?: string;
}

/** A quality level (rendition) of the stream. */
export interface PlayerLevel {
  height?: number;
  width?: number;
  bitrate: number;
}

/** Why playback failed. `status` is the HTTP status when a request for the stream failed. */
export interface PlayerError {
  kind: 'network' | 'media' | 'unsupported' | 'other';
  message: string;
  status?: number;
}

/** Everything the controls show, read after any event. */
export interface PlayerSnapshot {
  currentTime: number;
  /** Seconds; NaN before the metadata is known; Infinity for some live streams. */
  duration: number;
  paused: boolean;
  ended: boolean;
  /** Waiting for data (show a spinner). */
  buffering: boolean;
  volume: number;
  muted: boolean;
  /** The stream has no end yet (a live channel, a running event, catch-up of a live programme). */
  live: boolean;
  /** The seekable range: [0, duration] for a video, the kept window of a live stream. */
  seekableStart: number;
  seekableEnd: number;
  /** The position a live stream plays at when it is "live"; null for a video. */
  liveEdge: number | null;
  /** How far behind `liveEdge` playback may be and still count as live, in seconds. */
  liveEdgeTolerance: number;
  audioTracks: readonly PlayerTrack[];
  /** Id of the audio track playing; -1 when the engine has no choice of tracks. */
  audioTrack: number;
  subtitleTracks: readonly PlayerTrack[];
  /** Id of the subtitle track shown; -1 for none. */
  subtitleTrack: number;
  levels: readonly PlayerLevel[];
}

/** Events an adapter emits. Every one of them may change the snapshot. */
export interface PlayerEventMap {
  timeupdate: { currentTime: number };
  durationchange: { duration: number };
  playing: undefined;
  paused: undefined;
  waiting: undefined;
  ended: undefined;
  volumechange: { volume: number; muted: boolean };
  /** The stream turned out to be live (or not). */
  live: { live: boolean };
  levels: { levels: readonly PlayerLevel[] };
  audiotracks: { tracks: readonly PlayerTrack[]; selected: number };
  subtitletracks: { tracks: readonly PlayerTrack[]; selected: number };
  /** A failure playback cannot recover from. */
  error: PlayerError;
  /** Ad breaks the server stitched into the stream, read from its playlist (ssai; engines that expose the playlist's tags: hls.js). */
  ssaibreaks: { breaks: readonly SsaiBreak[] };
}

export type PlayerEventName = keyof PlayerEventMap;
export type PlayerListener<Name extends PlayerEventName> = (payload: PlayerEventMap[Name]) => void;

export interface PlayerAdapter {
  /** Takes over a `<video>` element. Call once, before `load`. */
  attach(video: HTMLVideoElement): void;
  /**
   * Loads a source; resolves once the engine is set up (not when the first frame plays). May be
   * called again with a renewed source (a new signature): the same video, tracks and listeners.
   */
  load(source: PlayerSource, options?: LoadOptions): Promise<void>;
  /** Starts playback; rejects as `HTMLMediaElement.play()` does (e.g. NotAllowedError for autoplay with sound). */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** Jumps to the live edge of a live stream; nothing for a video. */
  seekToLiveEdge(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  selectAudioTrack(id: number): void;
  /** -1 turns subtitles off. */
  selectSubtitleTrack(id: number): void;
  getSnapshot(): PlayerSnapshot;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<Name extends PlayerEventName>(event: Name, listener: PlayerListener<Name>): () => void;
  /** Stops loading, releases the engine and the element's source, and drops every listener. */
  destroy(): void;
}

/** Creates the adapter a player uses; the component takes one from PlayerAdapterContext. */
export type PlayerAdapterFactory = (source: PlayerSource, video: HTMLVideoElement) => PlayerAdapter;
