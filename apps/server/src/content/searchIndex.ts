import { foldText, wordsOf } from '../util/text';
import { ForwardIndex, Interner, type Lists } from './postings';

/** What the index needs to know about one item. */
export interface SearchDocument {
  title: string;
  /** Every other searchable text: description, tags, genre, people. */
  other: readonly string[];
  /** Epoch seconds; newer ranks first among equals. */
  pubdate: number;
}

/** How well an item answers a query: lower is better. */
const TIER = { TITLE_STARTS: 0, TITLE_CONTAINS: 1, TITLE_WORDS: 2, OTHER: 3 } as const;
const TIERS = 4;
/** Above this many results, ordering by one scan of the newest-first list beats sorting them. */
const SCAN_THRESHOLD = 2048;

/**
 * An inverted index over folded words (lowercase, no accents), kept in typed arrays. A query
 * matches an item when each of its words is the beginning of some word of the item ("lab" finds
 * "Language Lab"). Results rank title matches first (title starting with the query, then
 * containing it, then having every query word), then newest first.
 *
 * A second index holds title words only, so that ranking looks at the few title matches and never
 * re-reads the titles of thousands of description matches; and the newest-first order is
 * precomputed, so large result sets are ordered by one scan instead of a sort.
 */
export class SearchIndex {
  /** Every word, sorted; word w's items are `all.of(w)` (any field) and `titles.of(w)` (title). */
  private readonly vocabulary: string[];
  private readonly all: Lists;
  private readonly titles: Lists;
  private readonly foldedTitles: string[];
  /** Item positions, newest first (pubdate descending, then position). */
  private readonly newestFirst: Int32Array;
  /** Position of each item in `newestFirst`. */
  private readonly newestRank: Int32Array;
  /** Scratch, one per item: query words matched so far; then the item's tier + 1. */
  private readonly hits: Uint16Array;
  private readonly titleHits: Uint16Array;

  constructor(documents: readonly SearchDocument[]) {
    const words = new Interner();
    const allWords = new ForwardIndex(documents.length);
    const titleWords = new ForwardIndex(documents.length);
    this.foldedTitles = new Array<string>(documents.length);
    documents.forEach((document, index) => {
      this.foldedTitles[index] = foldText(document.title);
      const inTitle = new Set(wordsOf(document.title));
      const own = new Set(inTitle);
      for (const text of document.other) for (const word of wordsOf(text)) own.add(word);
      for (const word of own) allWords.add(index, words.id(word));
      for (const word of inTitle) titleWords.add(index, words.id(word));
    });
    const sorted = words.values.map((word, id) => ({ word, id })).sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    const rank = new Int32Array(sorted.length);
    sorted.forEach((entry, position) => (rank[entry.id] = position));
    this.vocabulary = sorted.map((entry) => entry.word);
    this.all = allWords.finish().invert(sorted.length, rank);
    this.titles = titleWords.finish().invert(sorted.length, rank);

    const pubdates = Float64Array.from(documents, (document) => document.pubdate);
    this.newestFirst = Int32Array.from(documents.keys()).sort((a, b) => pubdates[b]! - pubdates[a]! || a - b);
    this.newestRank = new Int32Array(documents.length);
    this.newestFirst.forEach((item, position) => (this.newestRank[item] = position));
    this.hits = new Uint16Array(documents.length);
    this.titleHits = new Uint16Array(documents.length);
  }

  /** Item indexes matching `query`, best first; `inScope` narrows the candidates. */
  search(query: string, inScope?: (index: number) => boolean): number[] {
    const terms = [...new Set(wordsOf(query))].slice(0, 16);
    if (terms.length === 0) return [];
    const matched = this.matchAll(this.all, this.hits, terms);
    const candidates = inScope ? matched.filter(inScope) : matched;
    for (const item of candidates) this.hits[item] = TIER.OTHER + 1;

    // Title matches get a better tier; every other candidate keeps OTHER.
    const phrase = foldText(query.trim());
    for (const item of this.matchAll(this.titles, this.titleHits, terms)) {
      if (this.hits[item] === 0) continue;
      const title = this.foldedTitles[item]!;
      this.hits[item] = 1 + (title.startsWith(phrase) ? TIER.TITLE_STARTS : title.includes(phrase) ? TIER.TITLE_CONTAINS : TIER.TITLE_WORDS);
    }

    const ordered = candidates.length > SCAN_THRESHOLD ? this.orderByScan() : this.orderBySort(candidates);
    for (const item of matched) this.hits[item] = 0;
    return ordered;
  }

  /**
   * Items in which every term begins some word of `lists` (in no particular order). Leaves
   * `hits[item] === terms.length` for them and 0 for every other item it touched.
   */
  private matchAll(lists: Lists, hits: Uint16Array, terms: readonly string[]): number[] {
    const touched: number[] = [];
    const matched: number[] = [];
    terms.forEach((term, termIndex) => {
      for (let w = this.lowerBound(term); w < this.vocabulary.length && this.vocabulary[w]!.startsWith(term); w++) {
        for (const item of lists.of(w)) {
          if (hits[item] !== termIndex) continue;
          hits[item] = termIndex + 1;
          if (termIndex === 0) touched.push(item);
          if (termIndex === terms.length - 1) matched.push(item);
        }
      }
    });
    for (const item of touched) if (hits[item] !== terms.length) hits[item] = 0;
    for (const item of matched) hits[item] = 0;
    return matched;
  }

  /** Candidates (marked with tier + 1 in `hits`) by tier, then newest first. */
  private orderBySort(candidates: number[]): number[] {
    return candidates.sort((a, b) => this.hits[a]! - this.hits[b]! || this.newestRank[a]! - this.newestRank[b]!);
  }

  /** The same order, by one pass over the newest-first list: for many candidates. */
  private orderByScan(): number[] {
    const byTier: number[][] = Array.from({ length: TIERS }, () => []);
    for (const item of this.newestFirst) {
      const mark = this.hits[item]!;
      if (mark !== 0) byTier[mark - 1]!.push(item);
    }
    return byTier.flat();
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.vocabulary[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
