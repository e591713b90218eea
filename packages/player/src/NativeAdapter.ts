import type { LoadOptions, PlayerSource } from './PlayerAdapter';
import { VideoElementAdapter } from './VideoElementAdapter';

/**
 * Safari keeps a live stream about three target durations behind the end of its seekable range;
 * 30 s covers target durations up to 10 s (Apple recommends 6).
 */
export const NATIVE_LIVE_EDGE_TOLERANCE_SECONDS = 30;

/**
 * Plays a source with the browser alone: MP4 anywhere, HLS where the browser has it (Safari, iOS).
 * A live stream reports an infinite duration; its edge is the end of the seekable range. The
 * browser lists a stream's own text and audio tracks; the item's WebVTT files are added when it
 * lists no subtitles.
 */
export class NativeAdapter extends VideoElementAdapter {
  load(source: PlayerSource, options: LoadOptions = {}): Promise<void> {
    const video = this.requireVideo();
    const onMetadata = () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      if (this.destroyed) return;
      this.setLive(video.duration === Number.POSITIVE_INFINITY);
      if (this.subtitleTracks().length === 0) this.addSideTextTracks(source.textTracks);
      const { startPosition } = options;
      if (startPosition === undefined) {
        if (this.live) this.seekToLiveEdge();
      } else if (this.live && startPosition === 0) {
        this.seek(this.seekableRange().start);
      } else if (startPosition > 0) {
        this.seek(startPosition);
      }
    };
    video.addEventListener('loadedmetadata', onMetadata);
    video.src = source.url;
    video.load();
    return Promise.resolve();
  }

  protected override liveEdgeTolerance(): number {
    return NATIVE_LIVE_EDGE_TOLERANCE_SECONDS;
  }
}
