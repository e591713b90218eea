import type { HeadMetadata } from '@ott/common';
import { useEffect } from 'react';
import { applyHeadMetadata } from './headMetadata';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Sets the document head of a screen while it is shown: tab title, description, Open Graph tags
 * and JSON-LD (see headMetadata.ts). Everything is removed, and the site's description comes back,
 * when the screen goes or its metadata changes. `undefined` while the content is loading.
 */
export function useHeadMetadata(head: HeadMetadata | undefined): void {
  useDocumentTitle(head?.title);
  // The object is rebuilt on each render; applying it again only when its content changes.
  const serialized = head ? JSON.stringify({ tags: head.tags, jsonLd: head.jsonLd }) : '';
  useEffect(() => {
    if (!serialized) return;
    return applyHeadMetadata(document, JSON.parse(serialized) as HeadMetadata);
  }, [serialized]);
}
