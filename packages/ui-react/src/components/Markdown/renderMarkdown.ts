import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown from the config or the content host (footer text, descriptions, pages) becomes HTML
 * through marked, then through DOMPurify: scripts, event handlers and javascript: URLs never
 * reach the page, whatever the source says. Links to other sites open in a new tab without
 * access to this one.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

let purifier: Purifier | undefined;

/** An absolute URL on another origin (protocol-relative included). */
export function isExternalUrl(href: string, origin: string = window.location.origin): boolean {
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return false;
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** One DOMPurify bound to this window, with its hook added once (hooks are per instance). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    if (isExternalUrl(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
}


export const sanitizeHtml = (html: string): string => getPurifier().sanitize(html);

/** Block markdown (paragraphs, lists, headings) as safe HTML. */
export const renderMarkdown = (markdown: string): string => sanitizeHtml(marked.parse(markdown) as string);

/** One line of markdown (links, emphasis) without a wrapping paragraph, as safe HTML. */
export const renderInlineMarkdown = (markdown: string): string => sanitizeHtml(marked.parseInline(markdown) as string);
