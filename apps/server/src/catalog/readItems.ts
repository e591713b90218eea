import type { CatalogReader } from './CatalogReader';
import { itemsFileSchema, type CatalogItem } from './schemas';

/** Where an item was read: for messages about it. */
export interface ItemLocation {
  file: string;
  index: number;
}

export interface ReadItems {
  items: CatalogItem[];
  locations: ItemLocation[];
  indexOf: Map<string, number>;
}

/** Every `items/*.json` (each an array of media items), in file-name order; ids are unique. */
export function readItems(reader: CatalogReader): ReadItems {
  const items: CatalogItem[] = [];
  const locations: ItemLocation[] = [];
  const indexOf = new Map<string, number>();
  const files = reader.list('items', '.json');
  if (files.length === 0) reader.fail('items', '', 'no media item files (items/*.json)');
  for (const name of files) {
    const file = `items/${name}`;
    const parsed = reader.readAndParse(itemsFileSchema, file);
    parsed.forEach((item, index) => {
      const first = indexOf.get(item.mediaid);
      if (first !== undefined) {
        const where = locations[first]!;
        reader.fail(file, [index, 'mediaid'], `duplicate media id "${item.mediaid}" (first in ${reader.display(where.file)} [${where.index}])`);
      }
      indexOf.set(item.mediaid, items.length);
      items.push(item);
      locations.push({ file, index });
    });
  }
  return { items, locations, indexOf };
}
