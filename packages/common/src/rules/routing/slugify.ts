/**
 * The title segment of a URL (spec 000 §2): lowercase, spaces become hyphens, other non-word
 * characters are removed, repeated hyphens collapse, and no hyphen is left at either end.
 *
 * "Word" is read in Unicode terms, not ASCII `\w`, so that a Thai or Cyrillic title keeps a
 * readable slug instead of an empty one (browsers show the percent-encoded segment decoded).
 * Accents on Latin letters are dropped ("Café" -> "cafe") because that is what viewers type;
 * combining marks of other scripts are kept because Thai vowels and tone marks are part of the word.
 */
const LATIN_WITH_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const WHITESPACE = /\s+/gu;
const NON_WORD = /[^\p{L}\p{M}\p{N}_-]+/gu;
const REPEATED_HYPHENS = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(LATIN_WITH_MARKS, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(WHITESPACE, '-')
    .replace(NON_WORD, '')
    .replace(REPEATED_HYPHENS, '-')
    .replace(EDGE_HYPHENS, '');
}
