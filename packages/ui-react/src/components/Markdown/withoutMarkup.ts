/**
 * Markdown's text without its markup (tags, link and image syntax, emphasis marks): what a
 * `Markdown` shows while the markdown renderer loads.
 */
export const withoutMarkup = (markdown: string): string =>
  markdown
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~\\]/g, '');
