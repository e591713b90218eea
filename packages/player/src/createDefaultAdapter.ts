import { HlsJsAdapter, loadHlsJs, type LoadHls } from './HlsJsAdapter';
import { NativeAdapter } from './NativeAdapter';
import type { PlayerAdapter, PlayerAdapterFactory, PlayerSource } from './PlayerAdapter';
import { choosePlaybackEngine, playbackCapabilitiesOf } from './playbackEngine';

/**
 * The default adapter for a source: native playback for MP4 and where the browser plays HLS with
 * its own track lists (Safari), hls.js (imported on first use) everywhere else; see
 * choosePlaybackEngine. `loadHls` is for tests.
 */
export function createDefaultAdapter(source: PlayerSource, video: HTMLVideoElement, loadHls: LoadHls = loadHlsJs): PlayerAdapter {
  const engine = choosePlaybackEngine(source, playbackCapabilitiesOf(video));
  return engine === 'native' ? new NativeAdapter() : new HlsJsAdapter(loadHls);
}

export const defaultAdapterFactory: PlayerAdapterFactory = (source, video) => createDefaultAdapter(source, video);
