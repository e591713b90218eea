import type { Clip, ClipManifest } from '../catalog/clipSchema';

/** A clip with `count` segments of `duration` seconds, for tests of the live plans. */
export function testClip(id: string, count: number, duration = 4, overrides: Partial<ClipManifest['variant']> = {}): Clip {
  const segments = Array.from({ length: count }, (_, i) => ({ uri: `main_${String(i).padStart(3, '0')}.ts`, start: i * duration, duration, bytes: 100 }));
  const manifest = {
    schemaVersion: 1,
    id,
    title: id,
    kind: 'content',
    duration: count * duration,
    width: 426,
    height: 240,
    frameRate: 25,
    segmentDuration: duration,
    targetDuration: Math.ceil(duration),
    master: 'master.m3u8',
    variant: { playlist: 'main.m3u8', codecs: 'avc1.4d401e,mp4a.40.2', muxedAudio: true, bandwidth: 100_000, ...overrides },
    segments,
    audio: [],
    subtitles: [],
    progressive: null,
  } satisfies ClipManifest;
  return { id, dir: `/clips/${id}`, manifest, files: new Map(), stats: new Map() };
}
