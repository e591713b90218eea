import { beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_LIVE_EDGE_TOLERANCE_SECONDS, NativeAdapter } from './NativeAdapter';
import { FakeVideo } from './testing/fakeVideo';

const SOURCE = { url: 'https://cdn.test/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' };

describe('NativeAdapter', () => {
  let video: FakeVideo;
  let adapter: NativeAdapter;

  beforeEach(() => {
    video = new FakeVideo();
    video.hlsSupport = 'maybe';
    adapter = new NativeAdapter();
    adapter.attach(video.asVideo());
  });

  it('sets the source on the element', async () => {
    await adapter.load(SOURCE);
    expect(video.src).toBe(SOURCE.url);
    expect(video.loads).toBe(1);
  });

  it('resumes a video at the start position once the metadata is known', async () => {
    await adapter.load(SOURCE, { startPosition: 295 });
    expect(video.currentTime).toBe(0);
    video.loadMetadata(600);
    expect(video.currentTime).toBe(295);
    expect(adapter.getSnapshot().live).toBe(false);
  });

  it('reads a live stream from its infinite duration and starts at the live edge', async () => {
    const changes: unknown[] = [];
    adapter.on('live', (payload) => changes.push(payload));
    await adapter.load(SOURCE);
    video.loadMetadata(Number.POSITIVE_INFINITY, [1000, 1024]);
    expect(changes).toEqual([{ live: true }]);
    expect(video.currentTime).toBe(1024);
    expect(adapter.getSnapshot()).toMatchObject({ live: true, liveEdge: 1024, liveEdgeTolerance: NATIVE_LIVE_EDGE_TOLERANCE_SECONDS });
  });

  it('starts a catch-up stream at its oldest segment', async () => {
    await adapter.load(SOURCE, { startPosition: 0 });
    video.loadMetadata(Number.POSITIVE_INFINITY, [40, 3600]);
    expect(video.currentTime).toBe(40);
  });

  it('lists the browser’s subtitle tracks (not chapters) and shows one at a time', async () => {
    await adapter.load(SOURCE);
    video.addTextTrack({ kind: 'subtitles', label: 'English', language: 'en' });
    video.addTextTrack({ kind: 'chapters', label: 'Chapters' });
    video.addTextTrack({ kind: 'captions', label: 'Español', language: 'es' });
    video.loadMetadata(600);
    expect(video.appended).toHaveLength(0);
    expect(adapter.getSnapshot().subtitleTracks).toEqual([
      { id: 0, label: 'English', language: 'en' },
      { id: 2, label: 'Español', language: 'es' },
    ]);
    adapter.selectSubtitleTrack(2);
    expect(video.textTracks[0]!.mode).toBe('disabled');
    expect(video.textTracks[1]!.mode).toBe('disabled');
    expect(video.textTracks[2]!.mode).toBe('showing');
    expect(adapter.getSnapshot().subtitleTrack).toBe(2);
    adapter.selectSubtitleTrack(-1);
    expect(adapter.getSnapshot().subtitleTrack).toBe(-1);
  });

  it('side-loads the item’s files when the browser lists no subtitles', async () => {
    await adapter.load({ ...SOURCE, textTracks: [{ file: 'https://cdn.test/en.vtt', kind: 'captions', label: 'English', default: true }] });
    video.loadMetadata(600);
    expect(video.appended).toHaveLength(1);
    expect(adapter.getSnapshot()).toMatchObject({ subtitleTracks: [{ id: 0, label: 'English' }], subtitleTrack: 0 });
  });

  it('lists and switches the browser’s audio tracks (Safari)', async () => {
    video.addAudioTracks([
      { label: 'English', language: 'en', enabled: true },
      { label: 'Deutsch', language: 'de', enabled: false },
    ]);
    adapter = new NativeAdapter();
    adapter.attach(video.asVideo());
    await adapter.load(SOURCE);
    expect(adapter.getSnapshot()).toMatchObject({ audioTrack: 0, audioTracks: [{ id: 0, label: 'English', language: 'en' }, { id: 1 }] });
    adapter.selectAudioTrack(1);
    expect(video.audioTracks![0]!.enabled).toBe(false);
    expect(video.audioTracks![1]!.enabled).toBe(true);
    expect(adapter.getSnapshot().audioTrack).toBe(1);
  });

  it('has no audio tracks where the browser lists none', async () => {
    await adapter.load(SOURCE);
    expect(adapter.getSnapshot()).toMatchObject({ audioTracks: [], audioTrack: -1 });
  });

  it.each([
    [2, 'network'],
    [3, 'media'],
    [4, 'unsupported'],
    [1, 'other'],
  ])('reports MediaError code %s as a %s error', async (code, kind) => {
    const errors: unknown[] = [];
    adapter.on('error', (error) => errors.push(error));
    await adapter.load(SOURCE);
    video.error = { code, message: 'failed' };
    video.fire('error');
    expect(errors).toEqual([{ kind, message: 'failed' }]);
  });

  it('unmutes when the volume is raised, and mutes on request', async () => {
    await adapter.load(SOURCE);
    adapter.setMuted(true);
    expect(video.muted).toBe(true);
    adapter.setVolume(0.3);
    expect(video).toMatchObject({ volume: 0.3, muted: false });
    adapter.setVolume(4);
    expect(video.volume).toBe(1);
  });

  it('does nothing after destroy', async () => {
    await adapter.load(SOURCE, { startPosition: 100 });
    adapter.destroy();
    adapter.destroy();
    video.loadMetadata(600);
    expect(video.currentTime).toBe(0);
    expect(video.src).toBe('');
  });
});
