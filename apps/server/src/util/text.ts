/** Lowercase without accents: "Español" and "espanol" are the same word to a searcher. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** The words of an already folded text, split on anything that is not a letter or a digit. */
export const splitWords = (folded: string): string[] => folded.split(NOT_WORD).filter((word) => word !== '');

/** The folded words of a text. */
export const wordsOf = (text: string): string[] => splitWords(foldText(text));

/** A comma list ("drama, Family") as folded, trimmed, non-empty entries. */
export const commaList = (value: unknown): string[] => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map((part) => (typeof part === 'string' ? foldText(part.trim()) : '')).filter((part) => part !== '');
};

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);
