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
