import type { HeadMetadata } from '@ott/common';

/**
 * Puts the head metadata of a media or series screen (built as plain data by common's
 * mediaHeadMetadata and seriesHeadMetadata, spec 000 §9) into the document (see useHeadMetadata).
 */

/** Marks the elements this module created, so that they are removed and nothing else is. */
export const HEAD_MARKER_ATTRIBUTE = 'data-ott-head';

/**
 * Puts the tags and the JSON-LD into `document.head`. Tags that already exist (the site's
 * description) are updated and get their old content back on cleanup; the rest is created and
 * removed on cleanup. Returns the cleanup.
 */
export function applyHeadMetadata(document: Document, head: Pick<HeadMetadata, 'tags' | 'jsonLd'>): () => void {
  const restore: (() => void)[] = [];
  for (const tag of head.tags) {
    // Keys are this module's own constants (description, og:…), safe inside the quoted selector.
    const selector = `meta[${tag.attribute}="${tag.key}"]`;
    const existing = document.head.querySelector<HTMLMetaElement>(selector);
    if (existing) {
      const previous = existing.getAttribute('content');
      existing.setAttribute('content', tag.content);
      restore.push(() => (previous === null ? existing.removeAttribute('content') : existing.setAttribute('content', previous)));
      continue;
    }
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    meta.setAttribute(HEAD_MARKER_ATTRIBUTE, '');
    document.head.append(meta);
    restore.push(() => meta.remove());
  }
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(HEAD_MARKER_ATTRIBUTE, '');
    // "<" is escaped so that a title can never close the script element.
    script.textContent = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    document.head.append(script);
    restore.push(() => script.remove());
  }
  return () => {
    for (const undo of restore.reverse()) undo();
  };
}
