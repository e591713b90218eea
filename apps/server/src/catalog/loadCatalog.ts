import { resolve } from 'node:path';
import { RelatedIndex } from '../content/relatedIndex';
import { SearchIndex } from '../content/searchIndex';
import { commaList } from '../util/text';
import type { Catalog } from './Catalog';
import { CatalogReader } from './CatalogReader';
import { checkItems } from './checkItems';
import { readArt } from './readArt';
import { readClips } from './readClips';
import { readConfigs, readSite, readWebappIni } from './readConfigs';
import { readItems, type ReadItems } from './readItems';
import { readAds, readContentLists, readPlaylists, readSeries } from './readLists';
import { PLAYLIST_KIND, type CatalogItem, type CatalogPlaylist, type PlaylistQuery } from './schemas';

/** People fields searched besides title, description, tags and genre. */
const PEOPLE_FIELDS = ['actors', 'directors', 'producers', 'creators', 'cast', 'author', 'illustrator', 'reader', 'conductor', 'orchestra', 'videoDirector', 'producer'] as const;

const textOf = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

/**
 * Loads a catalog folder once: reads and validates every file, checks every cross-reference and
 * builds the in-memory indexes. Throws a CatalogError naming the first problem.
 */
export function loadCatalog(catalogDir: string): Catalog {
  const dir = resolve(catalogDir);
  const reader = new CatalogReader(dir);
  if (!reader.isDirectory('.')) reader.fail('', '', 'the catalog folder does not exist');

  const site = readSite(reader);
  const clips = readClips(reader);
  const art = readArt(reader);
  const read = readItems(reader);
  const channels = checkItems(reader, read, clips, art);
  const { series, memberships } = readSeries(reader, read);
  const playlists = readPlaylists(reader, read);
  checkLiveChannelsIds(reader, read, playlists);
  const contentLists = readContentLists(reader, read);
  const ads = readAds(reader, clips);
  const { configs, watchlistIds } = readConfigs(reader, { site, indexOf: read.indexOf, playlists, contentLists, ads });
  const webappIni = readWebappIni(reader, configs);

  const { items } = read;
  const pubdateOf = (item: CatalogItem): number => item.pubdate ?? 0;
  const newestFirst = Int32Array.from(items.keys()).sort((a, b) => pubdateOf(items[b]!) - pubdateOf(items[a]!) || a - b);

  return {
    dir,
    site,
    items,
    indexOf: read.indexOf,
    newestFirst,
    clips,
    art,
    playlists,
    queryResults: queryResultsOf(playlists, items, newestFirst),
    contentLists,
    series,
    memberships,
    configs,
    watchlistIds,
    webappIni,
    ads,
    channels,
    search: new SearchIndex(
      items.map((item) => ({
        title: item.title,
        other: [item.description ?? '', textOf(item.tags), item.genre ?? '', ...PEOPLE_FIELDS.map((field) => textOf(item[field]))],
        pubdate: pubdateOf(item),
      })),
    ),
    related: new RelatedIndex(items.map((item) => ({ tags: item.tags, genre: item.genre, pubdate: pubdateOf(item) }))),
  };
}

/**
 * A `liveChannelsId` custom parameter (the public live-channel setup) must name a playlist that
 * holds the item: the guide the apps open from the channel is that playlist's.
 */
function checkLiveChannelsIds(reader: CatalogReader, read: ReadItems, playlists: ReadonlyMap<string, CatalogPlaylist>): void {
  read.items.forEach((item, position) => {
    const id = item['liveChannelsId'];
    if (id === undefined) return;
    const { file, index } = read.locations[position]!;
    const playlist = playlists.get(id);
    if (!playlist) reader.fail(file, [index, 'liveChannelsId'], `unknown playlist "${id}" (no playlists/${id}.json)`);
    const holds = playlist!.kind === PLAYLIST_KIND.MANUAL ? (playlist!.items ?? []).includes(item.mediaid) : playlist!.query !== undefined && matchesQuery(item, playlist!.query);
    if (!holds) reader.fail(file, [index, 'liveChannelsId'], `playlist "${id}" does not hold "${item.mediaid}"`);
  });
}

/** Whether an item matches a playlist query: any of the tags (if given) and one of the content types (if given). */
export function matchesQuery(item: CatalogItem, query: PlaylistQuery): boolean {
  if (query.tags?.length) {
    const wanted = new Set(commaList(query.tags));
    if (!commaList(item.tags).some((tag) => wanted.has(tag))) return false;
  }
  if (query.contentTypes?.length && !query.contentTypes.includes(item.contentType ?? '')) return false;
  return true;
}

function queryResultsOf(playlists: ReadonlyMap<string, CatalogPlaylist>, items: readonly CatalogItem[], newestFirst: Int32Array): Map<string, Int32Array> {
  const results = new Map<string, Int32Array>();
  for (const playlist of playlists.values()) {
    if (playlist.kind === PLAYLIST_KIND.MANUAL || !playlist.query) continue;
    const query = playlist.query;
    results.set(playlist.feedid, newestFirst.filter((index) => matchesQuery(items[index]!, query)));
  }
  return results;
}
