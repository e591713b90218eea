import type { CatalogReader } from './CatalogReader';
import { NAME_PATTERN } from '../http/params';

/** Largest artwork file accepted: art is vector; a huge file is almost certainly a mistake. */
const MAX_ART_BYTES = 2 * 1024 * 1024;

/** Every `art/<name>.svg`, kept in memory (the server renders them on demand). */
export function readArt(reader: CatalogReader): Map<string, Buffer> {
  const art = new Map<string, Buffer>();
  for (const file of reader.list('art', '.svg')) {
    const name = file.slice(0, -'.svg'.length);
    const relative = `art/${file}`;
    if (!NAME_PATTERN.test(name)) reader.fail(relative, '', 'an art file name must be letters, digits, "-" or "_"');
    const bytes = reader.readBytes(relative);
    if (bytes.length > MAX_ART_BYTES) reader.fail(relative, '', `is larger than ${MAX_ART_BYTES} bytes`);
    if (!bytes.subarray(0, 4096).toString('utf8').includes('<svg')) reader.fail(relative, '', 'is not an SVG document (no <svg> element)');
    art.set(name, bytes);
  }
  return art;
}
