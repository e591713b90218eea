import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The header's logo file under the site's base path (`brand.logo` of `appConfigFromEnv`, @ott/common). */
export const HEADER_LOGO_FILE = 'logo.svg';

/** The preload tag: at the end of the body, so that the entry script's preload is asked for first. */
export const headerLogoPreload = (base: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'preload', as: 'image', href: `${base}${HEADER_LOGO_FILE}` },
  injectTo: 'body',
});

/**
 * The header's logo is preloaded: asked for by the app's first render, it was one more round trip
 * after the entry script before the first screen was complete.
 */
export function preloadHeaderLogo(): Plugin {
  let base = '/';
  return {
    name: 'ott-preload-header-logo',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [headerLogoPreload(base)],
  };
}
