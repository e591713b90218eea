import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this module whether it runs from src/ (tests) or dist/ (other packages). */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@ott/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@ott/server package folder not found');
    dir = parent;
  }
}

/** The demo catalog the CLI serves by default. */
export const demoCatalogDir = (): string => join(serverPackageRoot(), 'catalog');
