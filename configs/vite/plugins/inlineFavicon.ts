import type { Plugin } from 'vite';
import { logoDataUrl } from '../brandLogo.ts';

/** The favicon is the brand's logo as a data URL: a file would be one more request at the start, beside the entry script. */
export function inlineFavicon(logoSvg: string): Plugin {
  return {
    name: 'ott-inline-favicon',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: logoDataUrl(logoSvg) }, injectTo: 'head' }],
  };
}
