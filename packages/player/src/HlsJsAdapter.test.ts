import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultAdapter } from './createDefaultAdapter';
import { HLS_LIVE_EDGE_TOLERANCE_SECONDS, HlsJsAdapter } from './HlsJsAdapter';
import { NativeAdapter } from './NativeAdapter';
import type { PlayerAdapter } from './PlayerAdapter';
import { FakeVideo } from './testing/fakeVideo';

/** A fake hls.js module: the class the adapter drives, recording its instances. */
const fakeHls = vi.hoisted(() => {
  const Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_LOADED: 'hlsLevelLoaded',
    AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
    AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
    SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
    SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
    ERROR: 'hlsError',
  };
  const ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
  type Handler = (event: string, data: unknown) => void;
  class FakeHls {
    static Events = Events;
    static ErrorTypes = ErrorTypes;
    static supported = true;
    static instances: FakeHls[] = [];
    static isSupported() {
      return FakeHls.supported;
    }
    handlers = new Map<string, Handler[]>();
    source: string | null = null;
    media: unknown = null;
    destroyed = false;
    recoveries = 0;
    audioTracks: { name: string; lang?: string }[] = [];
    audioTrack = -1;
    subtitleTracks: { name: string; lang?: string }[] = [];
    subtitleTrack = -1;
    subtitleDisplay = true;
    liveSyncPosition: number | null = null;
    targetLatency: number | null = null;
    constructor(public config: Record<string, unknown>) {
      FakeHls.instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    trigger(event: string, data: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: unknown) {
      this.media = media;
    }
    recoverMediaError() {
      this.recoveries += 1;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { FakeHls, Events, ErrorTypes };
});

vi.mock('hls.js', () => ({ default: fakeHls.FakeHls }));

const { FakeHls, Events, ErrorTypes } = fakeHls;
const SOURCE = { url: 'https://cdn.test/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' };
const lastHls = () => FakeHls.instances[FakeHls.instances.length - 1]!;

describe('createDefaultAdapter', () => {
  it('uses hls.js for HLS where the browser cannot play it', () => {
    expect(createDefaultAdapter(SOURCE, new FakeVideo().asVideo())).toBeInstanceOf(HlsJsAdapter);
  });

  it('plays natively where the browser plays HLS with its own audio tracks (Safari), and MP4 everywhere', () => {
    const safari = new FakeVideo();
    safari.hlsSupport = 'maybe';
    safari.addAudioTracks([]);
    expect(createDefaultAdapter(SOURCE, safari.asVideo())).toBeInstanceOf(NativeAdapter);
    expect(createDefaultAdapter({ url: 'https://cdn.test/a.mp4', type: 'video/mp4' }, new FakeVideo().asVideo())).toBeInstanceOf(NativeAdapter);
  });
});

describe('HlsJsAdapter', () => {
  let video: FakeVideo;
  let adapter: PlayerAdapter;

  beforeEach(async () => {
    FakeHls.instances = [];
    FakeHls.supported = true;
    video = new FakeVideo();
    adapter = createDefaultAdapter(SOURCE, video.asVideo());
    adapter.attach(video.asVideo());
  });
  afterEach(() => adapter.destroy());

  it('imports hls.js only when a source loads, then attaches it to the video', async () => {
    expect(FakeHls.instances).toHaveLength(0);
    await adapter.load(SOURCE);
    expect(lastHls().source).toBe(SOURCE.url);
    expect(lastHls().media).toBe(video);
    expect(lastHls().config).toEqual({ startPosition: -1 });
  });

  it('passes the start position (resume point, or 0 for catch-up) to hls.js', async () => {
    await adapter.load(SOURCE, { startPosition: 295 });
    expect(lastHls().config).toEqual({ startPosition: 295 });
  });

  it('reports an unsupported browser as an error', async () => {
    FakeHls.supported = false;
    const errors: unknown[] = [];
    adapter.on('error', (error) => errors.push(error));
    await adapter.load(SOURCE);
    expect(errors).toEqual([{ kind: 'unsupported', message: expect.any(String) }]);
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('forwards the element’s events and reads its state', async () => {
    await adapter.load(SOURCE);
    const events: string[] = [];
    for (const name of ['timeupdate', 'durationchange', 'playing', 'paused', 'waiting', 'ended', 'volumechange'] as const) {
      adapter.on(name, () => events.push(name));
    }
    video.loadMetadata(600);
    video.fire('waiting');
    expect(adapter.getSnapshot().buffering).toBe(true);
    await adapter.play();
    expect(adapter.getSnapshot()).toMatchObject({ paused: false, buffering: false, duration: 600, seekableEnd: 600 });
    video.advanceTo(42);
    adapter.pause();
    video.fire('ended');
    adapter.setVolume(0.5);
    video.fire('volumechange');
    expect(events).toEqual(['durationchange', 'waiting', 'playing', 'timeupdate', 'paused', 'ended', 'volumechange']);
    expect(adapter.getSnapshot()).toMatchObject({ currentTime: 42, paused: true, volume: 0.5 });
  });

  it('seeks within the seekable range', async () => {
    await adapter.load(SOURCE);
    video.loadMetadata(600);
    adapter.seek(120);
    expect(video.currentTime).toBe(120);
    adapter.seek(900);
    expect(video.currentTime).toBe(600);
    adapter.seek(-5);
    expect(video.currentTime).toBe(0);
  });

  it('reports quality levels from the manifest', async () => {
    await adapter.load(SOURCE);
    const levels: unknown[] = [];
    adapter.on('levels', (payload) => levels.push(payload.levels));
    lastHls().trigger(Events.MANIFEST_PARSED, { levels: [{ bitrate: 158296, width: 426, height: 240 }] });
    expect(levels).toEqual([[{ bitrate: 158296, width: 426, height: 240 }]]);
    expect(adapter.getSnapshot().levels).toEqual([{ bitrate: 158296, width: 426, height: 240 }]);
  });

  it('lists and switches the stream’s audio tracks', async () => {
    await adapter.load(SOURCE);
    const hls = lastHls();
    hls.audioTracks = [
      { name: 'English', lang: 'en' },
      { name: 'Deutsch', lang: 'de' },
    ];
    hls.audioTrack = 0;
    const updates: unknown[] = [];
    adapter.on('audiotracks', (payload) => updates.push(payload));
    hls.trigger(Events.AUDIO_TRACKS_UPDATED, {});
    expect(updates).toEqual([
      {
        tracks: [
          { id: 0, label: 'English', language: 'en' },
          { id: 1, label: 'Deutsch', language: 'de' },
        ],
        selected: 0,
      },
    ]);
    adapter.selectAudioTrack(1);
    expect(hls.audioTrack).toBe(1);
    adapter.selectAudioTrack(7);
    expect(hls.audioTrack).toBe(1);
    expect(adapter.getSnapshot().audioTrack).toBe(1);
  });

  it('lists and switches the stream’s own subtitles, and turns them off', async () => {
    await adapter.load(SOURCE, {});
    const hls = lastHls();
    hls.subtitleTracks = [
      { name: 'English', lang: 'en' },
      { name: 'Español', lang: 'es' },
    ];
    hls.trigger(Events.MANIFEST_PARSED, { levels: [] });
    expect(adapter.getSnapshot()).toMatchObject({
      subtitleTracks: [
        { id: 0, label: 'English', language: 'en' },
        { id: 1, label: 'Español', language: 'es' },
      ],
      subtitleTrack: -1,
    });
    adapter.selectSubtitleTrack(1);
    expect(hls.subtitleTrack).toBe(1);
    expect(hls.subtitleDisplay).toBe(true);
    expect(adapter.getSnapshot().subtitleTrack).toBe(1);
    adapter.selectSubtitleTrack(-1);
    expect(hls.subtitleTrack).toBe(-1);
    expect(hls.subtitleDisplay).toBe(false);
    expect(adapter.getSnapshot().subtitleTrack).toBe(-1);
    // The item's own files are not added on top of the stream's subtitles.
    expect(video.appended).toHaveLength(0);
  });

  it('side-loads the item’s WebVTT files when the stream has no subtitles, and selects them natively', async () => {
    const tracks = [
      { file: 'https://cdn.test/en.vtt', kind: 'captions', label: 'en' },
      { file: 'https://cdn.test/chapters.vtt', kind: 'chapters' },
    ];
    await adapter.load({ ...SOURCE, textTracks: tracks });
    lastHls().trigger(Events.MANIFEST_PARSED, { levels: [] });
    expect(video.appended).toHaveLength(1);
    expect(video.appended[0]).toMatchObject({ kind: 'captions', label: 'en', srclang: 'en' });
    expect(adapter.getSnapshot().subtitleTracks).toEqual([{ id: 0, label: 'en', language: 'en' }]);
    adapter.selectSubtitleTrack(0);
    expect(video.textTracks[0]!.mode).toBe('showing');
    expect(adapter.getSnapshot().subtitleTrack).toBe(0);
    expect(video.appended[0]!.parentNode).toBe(video.host);
    adapter.destroy();
    expect(video.appended[0]!.parentNode).toBeNull();
  });

  it('detects a live stream from the playlist and uses hls.js’s live edge', async () => {
    await adapter.load(SOURCE);
    const changes: unknown[] = [];
    adapter.on('live', (payload) => changes.push(payload));
    expect(adapter.getSnapshot()).toMatchObject({ live: false, liveEdge: null });
    video.loadMetadata(Number.POSITIVE_INFINITY, [100, 124]);
    lastHls().liveSyncPosition = 112;
    lastHls().trigger(Events.LEVEL_LOADED, { details: { live: true } });
    expect(changes).toEqual([{ live: true }]);
    expect(adapter.getSnapshot()).toMatchObject({ live: true, liveEdge: 112, liveEdgeTolerance: HLS_LIVE_EDGE_TOLERANCE_SECONDS });
    video.currentTime = 101;
    adapter.seekToLiveEdge();
    expect(video.currentTime).toBe(112);
  });

  it('reports the ad breaks a server stitched into the playlist once, from the fragments’ cue tags', async () => {
    await adapter.load(SOURCE);
    const reports: unknown[] = [];
    adapter.on('ssaibreaks', (payload) => reports.push(payload));
    const fragments = [
      { start: 0, duration: 4, tagList: [['EXT-X-CUE-OUT', '8.000'], ['INF', '4']] },
      { start: 4, duration: 4, tagList: [['EXT-X-CUE-OUT-CONT', 'ElapsedTime=4.000,Duration=8.000'], ['INF', '4']] },
      { start: 8, duration: 4, tagList: [['DIS'], ['EXT-X-CUE-IN'], ['INF', '4']] },
    ];
    lastHls().trigger(Events.LEVEL_LOADED, { details: { live: false, fragments: [fragments[2]] } });
    lastHls().trigger(Events.LEVEL_LOADED, { details: { live: false, fragments } });
    lastHls().trigger(Events.LEVEL_LOADED, { details: { live: false, fragments } });
    expect(reports).toEqual([{ breaks: [{ index: 1, count: 1, streamStart: 0, streamEnd: 8, duration: 8, contentStart: 0, ads: [{ streamStart: 0, streamEnd: 8 }] }] }]);
  });

  it('allows as much drift behind the live position as the stream’s target latency, when that is more than 10 s', async () => {
    await adapter.load(SOURCE);
    lastHls().trigger(Events.LEVEL_LOADED, { details: { live: true } });
    lastHls().targetLatency = 18;
    expect(adapter.getSnapshot().liveEdgeTolerance).toBe(18);
    lastHls().targetLatency = 6;
    expect(adapter.getSnapshot().liveEdgeTolerance).toBe(HLS_LIVE_EDGE_TOLERANCE_SECONDS);
  });

  it('tries one recovery on a fatal media error, then reports it', async () => {
    await adapter.load(SOURCE);
    const errors: unknown[] = [];
    adapter.on('error', (error) => errors.push(error));
    const mediaError = { fatal: true, type: ErrorTypes.MEDIA_ERROR, details: 'bufferAppendError', error: new Error('append failed') };
    lastHls().trigger(Events.ERROR, mediaError);
    expect(lastHls().recoveries).toBe(1);
    expect(errors).toEqual([]);
    lastHls().trigger(Events.ERROR, mediaError);
    expect(errors).toEqual([{ kind: 'media', message: 'append failed' }]);
  });

  it('reports a fatal network error with its HTTP status, and ignores errors hls.js recovers from', async () => {
    await adapter.load(SOURCE);
    const errors: unknown[] = [];
    adapter.on('error', (error) => errors.push(error));
    lastHls().trigger(Events.ERROR, { fatal: false, type: ErrorTypes.NETWORK_ERROR, details: 'fragLoadError' });
    lastHls().trigger(Events.ERROR, { fatal: true, type: ErrorTypes.NETWORK_ERROR, details: 'manifestLoadError', response: { code: 401 } });
    lastHls().trigger(Events.ERROR, { fatal: true, type: ErrorTypes.OTHER_ERROR, details: 'internalException' });
    expect(errors).toEqual([
      { kind: 'network', message: 'manifestLoadError', status: 401 },
      { kind: 'other', message: 'internalException' },
    ]);
  });

  it('releases hls.js and the element on destroy, and stops reporting', async () => {
    await adapter.load(SOURCE);
    const events: string[] = [];
    adapter.on('timeupdate', () => events.push('timeupdate'));
    video.src = 'blob:media';
    adapter.destroy();
    expect(lastHls().destroyed).toBe(true);
    expect(video.src).toBe('');
    expect(video.loads).toBe(1);
    video.advanceTo(5);
    expect(events).toEqual([]);
  });

  it('does not start hls.js when destroyed while the module loads', async () => {
    const loading = adapter.load(SOURCE);
    adapter.destroy();
    await loading;
    expect(FakeHls.instances).toHaveLength(0);
  });
});
