import { commaList, foldText } from '../util/text';
import { ForwardIndex, Interner, type Lists } from './postings';

export interface RelatedDocument {
  tags: string | readonly string[] | undefined;
  genre: string | undefined;
  pubdate: number;
}

/** A shared tag weighs more than a shared genre. */
const TAG_WEIGHT = 2;
const GENRE_WEIGHT = 1;

/**
 * Items related to an item: those sharing tags or its genre, most shared first, then newest.
 * Inverted lists by tag and genre (typed arrays) keep a lookup proportional to the items that
 * share something.
 */
export class RelatedIndex {
  private readonly tags = new Interner();
  /** Tags of item i: `itemTags.of(i)` (tag ids). */
  private readonly itemTags: Lists;
  private readonly byTag: Lists;
  private readonly genreOf: Int32Array;
  private readonly byGenre: Lists;
  private readonly pubdates: Float64Array;
  private readonly scores: Uint16Array;

  constructor(documents: readonly RelatedDocument[]) {
    const genres = new Interner();
    const tagsOfItems = new ForwardIndex(documents.length);
    const genresOfItems = new ForwardIndex(documents.length);
    this.genreOf = new Int32Array(documents.length).fill(-1);
    documents.forEach((document, index) => {
      for (const tag of new Set(commaList(document.tags))) {
        tagsOfItems.add(index, this.tags.id(tag));
      }
      const genre = document.genre?.trim();
      if (genre) {
        const id = genres.id(foldText(genre));
        this.genreOf[index] = id;
        genresOfItems.add(index, id);
      }
    });
    this.itemTags = tagsOfItems.finish();
    this.byTag = tagsOfItems.invert(this.tags.values.length);
    this.byGenre = genresOfItems.finish().invert(genres.values.length);
    this.pubdates = Float64Array.from(documents, (document) => document.pubdate);
    this.scores = new Uint16Array(documents.length);
  }

  /** Indexes of the items that have tag `tag`. */
  withTag(tag: string): readonly number[] {
    const id = this.tags.get(foldText(tag.trim()));
    return id === undefined ? [] : Array.from(this.byTag.of(id));
  }

  /** The folded tags of item `index`. */
  tagsOfItem(index: number): readonly string[] {
    if (index < 0 || index >= this.genreOf.length) return [];
    return Array.from(this.itemTags.of(index), (id) => this.tags.values[id]!);
  }

  /** Items related to item `index`, best first, never the item itself. */
  related(index: number, inScope?: (index: number) => boolean): number[] {
    const { scores } = this;
    const touched: number[] = [];
    const add = (list: Int32Array, weight: number): void => {
      for (const other of list) {
        if (scores[other] === 0) touched.push(other);
        scores[other] = scores[other]! + weight;
      }
    };
    for (const tag of this.itemTags.of(index)) add(this.byTag.of(tag), TAG_WEIGHT);
    const genre = this.genreOf[index]!;
    if (genre >= 0) add(this.byGenre.of(genre), GENRE_WEIGHT);

    const result = touched.filter((other) => other !== index && (!inScope || inScope(other)));
    const score = new Map(result.map((other) => [other, scores[other]!]));
    for (const other of touched) scores[other] = 0;
    return result.sort((a, b) => score.get(b)! - score.get(a)! || this.pubdates[b]! - this.pubdates[a]! || a - b);
  }
}
