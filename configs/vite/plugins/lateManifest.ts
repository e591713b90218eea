import type { HtmlTagDescriptor, Plugin } from 'vite';
import { MANIFEST_FILE } from '../../../scripts/pwa/vitePwa.ts';

/** When the manifest is linked: with the service worker's registration (SERVICE_WORKER_DELAY_MS of @ott/ui-react). */
export const MANIFEST_LINK_DELAY_MS = 3000;

/** The script that links the manifest at `href` 3 s after the page's load event. */
export const lateManifestScript = (href: string): string =>
  `addEventListener('load',function(){setTimeout(function(){var l=document.createElement('link');l.rel='manifest';` +
  `l.href=${JSON.stringify(href)};document.head.appendChild(l)},${MANIFEST_LINK_DELAY_MS})})`;

/**
 * The web app manifest is linked after the page has loaded (at once on the dev server): a browser
 * that checks installability at once fetches it and an icon, taking bandwidth and a connection from
 * the first screen.
 */
export function lateManifest(): Plugin {
  let href = `/${MANIFEST_FILE}`;
  let build = true;
  return {
    name: 'ott-late-manifest',
    configResolved(config) {
      href = `${config.base}${MANIFEST_FILE}`;
      build = config.command === 'build';
    },
    transformIndexHtml: (): HtmlTagDescriptor[] => [
      build ? { tag: 'script', children: lateManifestScript(href), injectTo: 'head' } : { tag: 'link', attrs: { rel: 'manifest', href }, injectTo: 'head' },
    ],
  };
}
