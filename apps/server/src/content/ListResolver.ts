import type { Catalog } from '../catalog/Catalog';
import { PLAYLIST_KIND, type CatalogPlaylist } from '../catalog/schemas';
import { LruCache } from '../util/LruCache';
import { commaList, foldText } from '../util/text';

/** Memory budget of cached search and recommendation results (4 bytes per listed item). */
export const RESULT_CACHE_BYTES = 16 * 1024 * 1024;

export interface ListParams {
  /** SEARCH playlists: the search term. */
  search?: string;
  /** RECOMMENDATIONS playlists: the item to find related items for (must exist). */
  relatedMediaId?: string;
  /** Keep only items carrying at least one of these tags. */
  useTags?: readonly string[];
}

/**
 * Turns a playlist and the request's parameters into the ordered item positions it lists. The
 * catalog never changes, so results are cached: static lists for good, searches and
 * recommendations in an LRU cache.
 */
export class ListResolver {
  private readonly manual = new Map<string, Int32Array>();
  private readonly scopes = new Map<string, Uint8Array>();
  private readonly results: LruCache<string, Int32Array>;

  constructor(
    private readonly catalog: Catalog,
    maxResultBytes: number = RESULT_CACHE_BYTES,
  ) {
    this.results = new LruCache(maxResultBytes, (list) => list.byteLength + 64);
  }

  playlist(playlist: CatalogPlaylist, params: ListParams): ArrayLike<number> {
    return this.filterByTags(this.unfiltered(playlist, params), params.useTags);
  }

  /** Item positions of ids (a content list, a watchlist): unknown ids skipped. */
  ids(ids: readonly string[]): number[] {
    const positions: number[] = [];
    for (const id of ids) {
      const index = this.catalog.indexOf.get(id);
      if (index !== undefined) positions.push(index);
    }
    return positions;
  }

  /** Search over the whole catalog, or within a SEARCH playlist's scope. */
  search(term: string, scopeOf?: CatalogPlaylist): Int32Array {
    const key = `search\n${scopeOf?.feedid ?? '*'}\n${foldText(term.trim())}`;
    return this.cached(key, () => {
      const scope = scopeOf ? this.scope(scopeOf) : undefined;
      return Int32Array.from(this.catalog.search.search(term, scope && ((index) => scope[index] === 1)));
    });
  }

  /** Items related to media `mediaId` (which must exist), within a playlist's scope if given. */
  related(mediaId: string, scopeOf?: CatalogPlaylist): Int32Array {
    const index = this.catalog.indexOf.get(mediaId)!;
    const key = `related\n${scopeOf?.feedid ?? '*'}\n${mediaId}`;
    return this.cached(key, () => {
      const scope = scopeOf ? this.scope(scopeOf) : undefined;
      return Int32Array.from(this.catalog.related.related(index, scope && ((other) => scope[other] === 1)));
    });
  }

  private unfiltered(playlist: CatalogPlaylist, params: ListParams): ArrayLike<number> {
    switch (playlist.kind) {
      case PLAYLIST_KIND.MANUAL: {
        let list = this.manual.get(playlist.feedid);
        if (!list) {
          list = Int32Array.from(this.ids(playlist.items ?? []));
          this.manual.set(playlist.feedid, list);
        }
        return list;
      }
      case PLAYLIST_KIND.DYNAMIC:
        return this.catalog.queryResults.get(playlist.feedid)!;
      case PLAYLIST_KIND.SEARCH:
        return params.search ? this.search(params.search, playlist) : [];
      case PLAYLIST_KIND.RECOMMENDATIONS:
        return params.relatedMediaId ? this.related(params.relatedMediaId, playlist) : [];
    }
  }

  private filterByTags(list: ArrayLike<number>, tags: readonly string[] | undefined): ArrayLike<number> {
    const wanted = new Set(commaList(tags ?? []));
    if (wanted.size === 0) return list;
    return Array.from(list).filter((index) => this.catalog.related.tagsOfItem(index).some((tag) => wanted.has(tag)));
  }

  /** Membership mask of a playlist's query (all items when it has none). */
  private scope(playlist: CatalogPlaylist): Uint8Array | undefined {
    const members = this.catalog.queryResults.get(playlist.feedid);
    if (!members) return undefined;
    let mask = this.scopes.get(playlist.feedid);
    if (!mask) {
      mask = new Uint8Array(this.catalog.items.length);
      for (const index of members) mask[index] = 1;
      this.scopes.set(playlist.feedid, mask);
    }
    return mask;
  }

  private cached(key: string, compute: () => Int32Array): Int32Array {
    let list = this.results.get(key);
    if (!list) {
      list = compute();
      this.results.set(key, list);
    }
    return list;
  }
}
