import { useEffect, useState } from 'react';
import type * as RenderMarkdown from './renderMarkdown';

/** The markdown renderer: marked and DOMPurify (`renderMarkdown.ts`), about 26 KB compressed. */
export type MarkdownRenderer = typeof RenderMarkdown;

let loaded: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;

/**
 * Loads the markdown renderer once (its own chunk: the home and the first load do without it).
 * The route table starts it with the code of the screens that show markdown as soon as their data
 * arrives (media, series, about), so that the renderer comes in parallel. A failed load is tried
 * again next time.
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  loading ??= import('./renderMarkdown').then(
    (renderer) => (loaded = renderer),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer once it has loaded (at once when it already has), starting its load if needed. */
export function useMarkdownRenderer(): MarkdownRenderer | undefined {
  const [renderer, setRenderer] = useState(loaded);
  useEffect(() => {
    if (renderer) return;
    let mounted = true;
    loadMarkdownRenderer().then(
      (module) => {
        if (mounted) setRenderer(module);
      },
      // The text stays without markup (withoutMarkup): readable, and the next Markdown tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [renderer]);
  return renderer;
}
