/**
 * Language filters (spec 000 §5): a content row's `filterTags`, or a menu item's custom language,
 * is a comma list of language codes. A leading `!` excludes a language; the codes without `!` form
 * an inclusion list that restricts the entry to those languages; no list means visible everywhere.
 * Codes compare case-insensitively and spaces are ignored.
 */
export interface LanguageFilter {
  include: string[];
  exclude: string[];
}

export function parseLanguageFilter(text: string | null | undefined): LanguageFilter {
  const filter: LanguageFilter = { include: [], exclude: [] };
  if (typeof text !== 'string') return filter;
  for (const part of text.split(',')) {
    const token = part.trim().toLowerCase();
    const excluded = token.startsWith('!');
    const code = (excluded ? token.slice(1) : token).trim();
    if (!code || code.includes('!')) continue;
    const list = excluded ? filter.exclude : filter.include;
    if (!list.includes(code)) list.push(code);
  }
  return filter;
}

/**
 * Visible in `language` when it is not excluded and, if an inclusion list exists, is on it. An
 * exclusion beats an inclusion of the same code ("en,!en" hides the entry for en).
 */
export function isVisibleForLanguage(text: string | null | undefined, language: string): boolean {
  const { include, exclude } = parseLanguageFilter(text);
  const code = language.trim().toLowerCase();
  if (exclude.includes(code)) return false;
  return include.length === 0 || include.includes(code);
}

export const isContentRowVisible = (row: { filterTags?: string | null }, language: string): boolean =>
  isVisibleForLanguage(row.filterTags, language);

export const isMenuItemVisible = (item: { custom?: { language?: string | null } | null }, language: string): boolean =>
  isVisibleForLanguage(item.custom?.language, language);
