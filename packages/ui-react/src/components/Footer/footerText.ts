/** A line break marker in footer text: `<br>`, `<br/>`, `<br />`, any case. */
const LINE_BREAK = /<br\s*\/?>/i;

/**
 * The footer text of the config as lines of items (spec 000 §2 Layout): lines split on a `<br>`
 * marker, items on `|`. Blank items and lines are dropped; each item is markdown. A `|` inside a
 * markdown link's text or URL would split it, as the spec's rule says: site owners escape it as
 * `&#124;`.
 */
export function splitFooterText(text: string | null | undefined): string[][] {
  if (!text) return [];
  return text
    .split(new RegExp(LINE_BREAK.source, 'gi'))
    .map((line) =>
      line
        .split('|')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .filter((items) => items.length > 0);
}

/** Whether the footer text already links to a path (e.g. the licenses page). */
export const footerLinksTo = (text: string | null | undefined, path: string): boolean =>
  typeof text === 'string' && new RegExp(`\\]\\(${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\)|href=["']${path}["']`).test(text);

/** A piece of a footer item: text, or a link when it has `href`. */
export interface FooterSegment {
  text: string;
  href?: string;
  /** The link leads to another site (opens in a new tab, as rendered markdown does). */
  external?: boolean;
}

/** Text with no markdown or HTML syntax at all, and nothing GFM would turn into a link. */
const PLAIN_TEXT = /^[^\\`*_~[\]<>&\r\n]*$/;
const AUTOLINK = /@|www\.|:\/\//i;
/** `[label](href)` with a plain label and an href without spaces, quotes, brackets or entities. */
const LINK = /\[([^\]]*)\]\(([^()\s<>"'\\&]+)\)/g;

const isPlainText = (text: string) => PLAIN_TEXT.test(text) && !AUTOLINK.test(text);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A footer item as text and links when that is all its markdown is (`© 2025 Harbour TV`,
 * `[About us](/m/abc/about)`), so that the footer, on every page, renders without loading the
 * markdown renderer and sanitizer. The links are site paths (`/...`) or links to another site
 * (http, https on another origin than `origin`, mailto). Anything else (emphasis, HTML, entities,
 * images, other URLs) returns null: the item then goes through the full markdown renderer. (The
 * origin check is `isExternalUrl` of the renderer for these schemes, repeated here: importing the
 * renderer's module would bring marked and DOMPurify back into the first load.)
 */
export function simpleFooterItem(item: string, origin: string): FooterSegment[] | null {
  const segments: FooterSegment[] = [];
  let index = 0;
  const addText = (text: string) => {
    if (!isPlainText(text)) return false;
    if (text) segments.push({ text });
    return true;
  };
  for (const match of item.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    const before = item.slice(index, match.index);
    // `![label](src)` is an image.
    if (before.endsWith('!') || !addText(before)) return null;
    if (!label || !isPlainText(label)) return null;
    const sitePath = href.startsWith('/') && !href.startsWith('//');
    const linkOrigin = /^https?:\/\//i.test(href) ? originOf(href) : undefined;
    const external = /^mailto:/i.test(href) || (linkOrigin !== undefined && linkOrigin !== origin);
    if (!sitePath && !external) return null;
    segments.push({ text: label, href, ...(external ? { external: true } : {}) });
    index = match.index + whole.length;
  }
  return addText(item.slice(index)) ? segments : null;
}
