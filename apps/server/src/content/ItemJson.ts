import type { Catalog } from '../catalog/Catalog';
import { ORIGIN_TOKEN } from '../http/origin';
import { AdmissionCache } from '../util/AdmissionCache';
import { stringSize } from '../util/LruCache';
import { isTimeDependent, toPublicItem } from './publicItem';

/** Default memory budget of serialized items. */
export const ITEM_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Serialized public items (JSON text with ORIGIN_TOKEN for the origin), kept in an LRU cache from
 * their second use; items whose reply depends on the clock are serialized every time.
 */
export class ItemJson {
  private readonly cache: AdmissionCache<number, string>;

  constructor(
    private readonly catalog: Catalog,
    maxBytes: number = ITEM_CACHE_BYTES,
  ) {
    this.cache = new AdmissionCache(maxBytes, stringSize);
  }

  /** JSON text of item `index` at `now`. */
  json(index: number, now: number): string {
    const item = this.catalog.items[index]!;
    if (isTimeDependent(item)) return JSON.stringify(toPublicItem(this.catalog, item, { base: ORIGIN_TOKEN, now }));
    let text = this.cache.get(index);
    if (text === undefined) {
      text = JSON.stringify(toPublicItem(this.catalog, item, { base: ORIGIN_TOKEN, now }));
      this.cache.offer(index, text);
    }
    return text;
  }

  /** Whether any of the items' replies depends on the clock. */
  anyTimeDependent(indexes: Iterable<number>): boolean {
    for (const index of indexes) if (isTimeDependent(this.catalog.items[index]!)) return true;
    return false;
  }
}

/**
 * A playlist-shaped reply (`{ ...header, playlist: [items] }`) as JSON text: the header is
 * serialized once and the items' cached texts are joined in, instead of re-serializing them.
 */
export function playlistJson(header: Record<string, unknown>, itemTexts: readonly string[]): string {
  const head = JSON.stringify(header);
  const body = `"playlist":[${itemTexts.join(',')}]`;
  return head === '{}' ? `{${body}}` : `${head.slice(0, -1)},${body}}`;
}
