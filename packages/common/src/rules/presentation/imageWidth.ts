/**
 * Images of the content host at the width a screen needs. Its image URLs carry a `width` query
 * parameter (`/v2/media/{id}/images/card.webp?width=640`, 001 §7.1) that can be set to another
 * width; other URLs (a CDN poster) are used as they are. Relative URLs stay relative.
 */

/** Base for reading relative URLs; never written back. */
const RELATIVE_BASE = 'http://relative.invalid';
const WIDTH_PARAMETER = 'width';

function parse(url: string): URL | undefined {
  try {
    return new URL(url, RELATIVE_BASE);
  } catch {
    return undefined;
  }
}

const serialize = (parsed: URL, original: string): string =>
  parsed.origin === RELATIVE_BASE && !original.startsWith(RELATIVE_BASE) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;

/**
 * The same image at each of `widths` pixels (rounded), in that order; nothing when the URL has no
 * width parameter or cannot be read. The URL is read once for all widths: a card's `srcset` asks
 * for six, for every card of a page.
 */
export function imageAtWidths(url: string, widths: readonly number[]): string[] | undefined {
  const parsed = parse(url);
  if (!parsed?.searchParams.has(WIDTH_PARAMETER)) return undefined;
  return widths.map((width) => {
    parsed.searchParams.set(WIDTH_PARAMETER, String(Math.round(width)));
    return serialize(parsed, url);
  });
}

/**
 * The same image at `width` pixels (rounded), or the URL unchanged when it has no width parameter
 * or cannot be read; nothing for no URL.
 */
export function imageAtWidth(url: string, width: number): string;
export function imageAtWidth(url: string | null | undefined, width: number): string | undefined;
export function imageAtWidth(url: string | null | undefined, width: number): string | undefined {
  if (url === null || url === undefined) return undefined;
  return imageAtWidths(url, [width])?.[0] ?? url;
}
