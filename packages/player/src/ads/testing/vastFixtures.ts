import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser as XmlDomParser, XMLSerializer as XmlSerializer } from '@xmldom/xmldom';
import { vi } from 'vitest';

/** The recorded VAST and VMAP documents in src/ads/fixtures (tests run from the package's folder). */
export const fixture = (name: string): string => readFileSync(join(process.cwd(), 'src/ads/fixtures', name), 'utf8');

/**
 * Serves fixtures at URLs as the ad server would (404 for anything else, a request that never
 * answers for `hang`), and records every URL asked, through a stubbed global fetch.
 */
export function serveAds(routes: Record<string, string | 'hang'>): { requested: string[] } {
  const requested: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const body = routes[url];
    if (body === 'hang') {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (body === undefined) return Promise.resolve(new Response('Not found', { status: 404 }));
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/xml' } }));
  });
  return { requested };
}

/** Records the tracking pixels the VAST library fires (`new Image().src = url`), in order. */
export function recordPixels(): string[] {
  const pixels: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        pixels.push(url);
      }
    },
  );
  return pixels;
}

/**
 * happy-dom's DOMParser drops namespaced and sibling XML elements; tests parse XML with xmldom, a
 * standards-based parser, as the browser's DOMParser does.
 */
export function useStandardXmlParser(): void {
  vi.stubGlobal('DOMParser', XmlDomParser);
  vi.stubGlobal('XMLSerializer', XmlSerializer);
}
