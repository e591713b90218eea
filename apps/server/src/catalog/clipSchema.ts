import { z } from 'zod';

/**
 * `media/<clipId>/clip.json` as scripts/demo-media/manifest.mjs writes it (schemaVersion 1). Only
 * the fields the server reads are checked; the file may carry more. Every file name in it is a
 * relative path inside the clip folder: no "..", no leading "/", no backslash.
 */
const relativeFile = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/, 'must be a relative file name')
  .refine((value) => !value.split('/').some((part) => part === '..' || part === '.' || part === ''), 'must stay inside the clip folder');

export const clipSegmentSchema = z.looseObject({
  uri: relativeFile,
  start: z.number().nonnegative(),
  duration: z.number().positive(),
  bytes: z.number().int().nonnegative(),
});
export type ClipSegment = z.infer<typeof clipSegmentSchema>;

export const clipManifestSchema = z.looseObject({
  schemaVersion: z.literal(1),
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  kind: z.enum(['content', 'ad']),
  duration: z.number().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  frameRate: z.number().positive(),
  segmentDuration: z.number().positive(),
  targetDuration: z.number().int().positive(),
  master: relativeFile,
  variant: z.looseObject({
    playlist: relativeFile,
    codecs: z.string(),
    muxedAudio: z.boolean(),
    bandwidth: z.number().int().positive(),
    averageBandwidth: z.number().int().positive().optional(),
  }),
  segments: z.array(clipSegmentSchema).min(1),
  audio: z.array(
    z.looseObject({
      language: z.string(),
      name: z.string(),
      playlist: relativeFile,
      segments: z.array(clipSegmentSchema),
    }),
  ),
  subtitles: z.array(
    z.looseObject({
      language: z.string(),
      label: z.string(),
      default: z.boolean(),
      playlist: relativeFile,
      file: relativeFile,
      segments: z.array(clipSegmentSchema),
    }),
  ),
  progressive: z
    .looseObject({
      uri: relativeFile,
      mimeType: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      duration: z.number().positive(),
      bytes: z.number().int().positive(),
      bitrateKbps: z.number().positive(),
    })
    .nullable(),
});
export type ClipManifest = z.infer<typeof clipManifestSchema>;

/** What serving a file needs to know of it without a stat. */
export interface FileStats {
  size: number;
  mtimeMs: number;
}

/** A clip ready to serve: its manifest and every file it may serve, by relative path. */
export interface Clip {
  id: string;
  dir: string;
  manifest: ClipManifest;
  /** Relative path inside the clip folder -> absolute path. Nothing else is ever served. */
  files: ReadonlyMap<string, string>;
  /** Relative path -> size and modification time, taken at start-up (clip files, like the catalog, change only with a restart). */
  stats: ReadonlyMap<string, FileStats>;
}

/** Every relative file a manifest names, with the JSON path that names it (for error messages). */
export function filesOfManifest(manifest: ClipManifest): Array<{ file: string; path: Array<string | number> }> {
  const files: Array<{ file: string; path: Array<string | number> }> = [
    { file: manifest.master, path: ['master'] },
    { file: manifest.variant.playlist, path: ['variant', 'playlist'] },
  ];
  manifest.segments.forEach((segment, i) => files.push({ file: segment.uri, path: ['segments', i, 'uri'] }));
  manifest.audio.forEach((audio, a) => {
    files.push({ file: audio.playlist, path: ['audio', a, 'playlist'] });
    audio.segments.forEach((segment, i) => files.push({ file: segment.uri, path: ['audio', a, 'segments', i, 'uri'] }));
  });
  manifest.subtitles.forEach((track, t) => {
    files.push({ file: track.playlist, path: ['subtitles', t, 'playlist'] });
    files.push({ file: track.file, path: ['subtitles', t, 'file'] });
    track.segments.forEach((segment, i) => files.push({ file: segment.uri, path: ['subtitles', t, 'segments', i, 'uri'] }));
  });
  if (manifest.progressive) files.push({ file: manifest.progressive.uri, path: ['progressive', 'uri'] });
  return files;
}
