import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder` (none when it does not exist). */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The package's shipped files: its sources but the tests, and its built dist (when built). */
export const shippedFiles = (packageRoot: string): string[] => [
  ...filesUnder(join(packageRoot, 'src')).filter((path) => !/\.test\.tsx?$/.test(path)),
  ...filesUnder(join(packageRoot, 'dist')),
];

/** Where a package's manifest names `dependency`: which of its dependency lists hold it, with the range. */
export function dependencyRanges(packageRoot: string, dependency: string): Partial<Record<'dependencies' | 'devDependencies' | 'peerDependencies', string>> {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const found: Partial<Record<'dependencies' | 'devDependencies' | 'peerDependencies', string>> = {};
  for (const list of ['dependencies', 'devDependencies', 'peerDependencies'] as const) {
    const range = manifest[list]?.[dependency];
    if (range !== undefined) found[list] = range;
  }
  return found;
}

/** The shipped files of a package that mention `text` (a package name it must not import). */
export const shippedFilesNaming = (packageRoot: string, text: string): string[] => shippedFiles(packageRoot).filter((path) => readFileSync(path, 'utf8').includes(text));
