/** How a source is played: by the browser itself, or by hls.js over Media Source Extensions. */
export type PlaybackEngine = 'native' | 'hls.js';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

const HLS_TYPE = /mpegurl|^hls$/i;
const M3U8_PATH = /\.m3u8$/i;

const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';

/** Whether a source is an HLS playlist, by its MIME type or its `.m3u8` path. */
export const isHlsSource = (source: { url: string; type?: string }): boolean =>
  (source.type !== undefined && HLS_TYPE.test(source.type)) || M3U8_PATH.test(pathOf(source.url));

/** What the browser offers, read without loading hls.js. */
export interface PlaybackCapabilities {
  /** `video.canPlayType(type)`. */
  canPlayType: (type: string) => string;
  /** Media Source Extensions (or Apple's ManagedMediaSource), which hls.js needs. */
  mediaSource: boolean;
  /** The element lists a stream's audio tracks (`HTMLMediaElement.audioTracks`: Safari). */
  nativeAudioTracks: boolean;
}

/**
 * The engine for a source. Anything that is not HLS (MP4) plays natively. HLS plays natively where
 * the browser plays it with its own audio-track list (Safari, iOS, which may also lack MSE);
 * recent Chromium also answers "maybe" for HLS but lists no audio tracks, so hls.js plays there
 * (audio-language menu, quality levels). Without MSE the browser's own playback is the only way.
 */
export function choosePlaybackEngine(source: { url: string; type?: string }, capabilities: PlaybackCapabilities): PlaybackEngine {
  if (!isHlsSource(source)) return 'native';
  const nativeHls = capabilities.canPlayType(HLS_MIME_TYPE) !== '';
  if (nativeHls && capabilities.nativeAudioTracks) return 'native';
  if (capabilities.mediaSource) return 'hls.js';
  return nativeHls ? 'native' : 'hls.js';
}

/** The capabilities of this browser for a video element. */
export function playbackCapabilitiesOf(video: HTMLVideoElement): PlaybackCapabilities {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return {
    canPlayType: (type) => video.canPlayType(type),
    mediaSource: typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function',
    nativeAudioTracks: 'audioTracks' in video,
  };
}
