import { join } from 'node:path';
import type { CatalogReader } from './CatalogReader';
import { clipManifestSchema, filesOfManifest, type Clip, type FileStats } from './clipSchema';
import { NAME_PATTERN } from '../http/params';

/**
 * Every `media/<clipId>/clip.json`. A folder without clip.json (the media README, work in
 * progress) is not a clip. Each file the manifest names must exist: a clip that would 404 halfway
 * through playback stops start-up instead. Their sizes and times are kept, so serving one needs no stat.
 */
export function readClips(reader: CatalogReader): Map<string, Clip> {
  const clips = new Map<string, Clip>();
  for (const folder of reader.folders('media')) {
    const relative = `media/${folder}/clip.json`;
    if (!reader.exists(relative)) continue;
    if (!NAME_PATTERN.test(folder)) reader.fail(`media/${folder}`, '', 'a clip folder name must be letters, digits, "-" or "_"');
    const manifest = reader.readAndParse(clipManifestSchema, relative);
    if (manifest.id !== folder) reader.fail(relative, ['id'], `"${manifest.id}" does not match the folder name "${folder}"`);
    const files = new Map<string, string>();
    const stats = new Map<string, FileStats>();
    for (const { file, path } of filesOfManifest(manifest)) {
      const fileStats = reader.fileStats(`media/${folder}/${file}`);
      if (fileStats === undefined) reader.fail(relative, path, `file ${file} is missing`);
      files.set(file, join(reader.dir, 'media', folder, file));
      stats.set(file, fileStats);
    }
    clips.set(folder, { id: folder, dir: join(reader.dir, 'media', folder), manifest, files, stats });
  }
  return clips;
}
