import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A synthetic catalog of `count` media items for the benchmark: realistic field sizes (titles,
 * descriptions of ~30 words, tags, genre, people) drawn from generated vocabularies with a seeded
 * generator, so every run serves the same catalog. All items play one small clip and share a few
 * art files: the benchmark measures the API, not the disk.
 */
export interface SyntheticCatalog {
  dir: string;
  /** Media ids, in file order. */
  ids: string[];
  /** Search terms: word beginnings that occur in the catalog. */
  searchTerms: string[];
  /** Whole words of the catalog vocabulary. */
  words: string[];
  dynamicPlaylistId: string;
  searchPlaylistId: string;
}

const ITEMS_PER_FILE = 1000;
const GENRES = ['Drama', 'Comedy', 'Documentary', 'Thriller', 'Animation', 'Music', 'Sport', 'Nature', 'History', 'Science', 'Family', 'Crime'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ten', 'vo', 'sa', 'ne', 'ri', 'dor', 'an', 'bel', 'cu', 'fi', 'gar', 'hu', 'jo', 'lin', 'mor', 'pa', 'qui', 'sol', 'tri', 'ul', 'ven', 'wis', 'zen'];

/** mulberry32: a small seeded generator (the same catalog on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function writeSyntheticCatalog(dir: string, count: number, clipDir: string): SyntheticCatalog {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const word = (): string => Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
  const vocabulary = Array.from({ length: 3000 }, word);
  const people = Array.from({ length: 800 }, () => `${capitalise(pick(vocabulary))} ${capitalise(pick(vocabulary))}`);
  const tags = Array.from({ length: 60 }, () => pick(vocabulary));

  for (const folder of ['items', 'playlists', 'configs', 'art', 'media']) mkdirSync(join(dir, folder), { recursive: true });
  cpSync(clipDir, join(dir, 'media', 'clip'), { recursive: true });
  writeFileSync(join(dir, 'media', 'clip', 'clip.json'), JSON.stringify({ ...readClip(clipDir), id: 'clip' }));
  for (const [name, colour] of [['art1', '#1d3557'], ['art2', '#e63946'], ['art3', '#2a9d8f']] as const) {
    writeFileSync(join(dir, 'art', `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="${colour}"/></svg>`);
  }

  const ids: string[] = [];
  let file: unknown[] = [];
  const flush = (): void => {
    writeFileSync(join(dir, 'items', `part-${String(Math.floor((ids.length - 1) / ITEMS_PER_FILE)).padStart(4, '0')}.json`), JSON.stringify(file));
    file = [];
  };
  for (let i = 0; i < count; i++) {
    const mediaid = `b${i.toString(36).padStart(7, '0')}`;
    ids.push(mediaid);
    file.push({
      mediaid,
      title: Array.from({ length: 2 + Math.floor(next() * 3) }, () => capitalise(pick(vocabulary))).join(' '),
      description: `${Array.from({ length: 30 }, () => pick(vocabulary)).join(' ')}.`,
      tags: ['bench', pick(tags), pick(tags)].join(','),
      genre: pick(GENRES),
      rating: pick(['G', 'PG', 'PG-13', 'R']),
      contentType: 'movie',
      // Open items, as the README's figures were measured on: a protected item's media reply needs a
      // media token (README "Protected playback") and would measure 401s.
      free: 'true',
      pubdate: 1_500_000_000 + Math.floor(next() * 250_000_000),
      year: String(1960 + Math.floor(next() * 65)),
      actors: [pick(people), pick(people), pick(people)].join(', '),
      directors: pick(people),
      clip: 'clip',
      art: pick(['art1', 'art2', 'art3']),
    });
    if (file.length === ITEMS_PER_FILE) flush();
  }
  if (file.length > 0) flush();

  const dynamicPlaylistId = 'allitems';
  const searchPlaylistId = 'search01';
  const playlists = [
    { feedid: dynamicPlaylistId, title: 'Everything', kind: 'DYNAMIC', query: { tags: ['bench'] } },
    { feedid: searchPlaylistId, title: 'Search', kind: 'SEARCH' },
    { feedid: 'related1', title: 'Related', kind: 'RECOMMENDATIONS' },
    { feedid: 'featured', title: 'Featured', kind: 'MANUAL', items: ids.slice(0, 40) },
  ];
  for (const playlist of playlists) writeFileSync(join(dir, 'playlists', `${playlist.feedid}.json`), JSON.stringify(playlist));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ siteId: 'benchsit', name: 'Bench', defaultConfig: 'benchcfg' }));
  writeFileSync(
    join(dir, 'configs', 'benchcfg.json'),
    JSON.stringify({
      id: 'benchcfg',
      siteName: 'Bench',
      description: 'Synthetic catalog',
      siteId: 'benchsit',
      content: [{ type: 'playlist', contentId: 'featured' }, { type: 'playlist', contentId: dynamicPlaylistId }],
      menu: [{ label: 'All', contentId: dynamicPlaylistId, type: 'playlist' }],
      features: { searchPlaylist: searchPlaylistId, recommendationsPlaylist: 'related1' },
    }),
  );
  writeFileSync(join(dir, 'webapp.ini'), 'defaultConfigSource = benchcfg\n');
  return { dir, ids, searchTerms: Array.from({ length: 300 }, () => pick(vocabulary).slice(0, 4)), words: vocabulary, dynamicPlaylistId, searchPlaylistId };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const readClip = (clipDir: string): Record<string, unknown> => JSON.parse(readFileSync(join(clipDir, 'clip.json'), 'utf8')) as Record<string, unknown>;
