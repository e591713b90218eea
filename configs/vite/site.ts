import type { PluginOption, UserConfig } from 'vite';
import { pwa, type PwaOptions } from '../../scripts/pwa/vitePwa.ts';
import { firstLoadChunks } from './firstLoadChunks.ts';
import { lazyChunkNames } from './lazyChunkNames.ts';
import { brotliFiles } from './plugins/brotliFiles.ts';
import { compileHints } from './plugins/compileHints.ts';
import { contentHostHints, type SiteStartup } from './plugins/contentHostHints.ts';
import { contentSecurityPolicy } from './plugins/contentSecurityPolicy.ts';
import { earlyRequests, type FirstScreenImageHints } from './plugins/earlyRequests.ts';
import { inlineFavicon } from './plugins/inlineFavicon.ts';
import { inlineStylesheet } from './plugins/inlineStylesheet.ts';
import { lateManifest } from './plugins/lateManifest.ts';
import { preloadHeaderLogo } from './plugins/preloadHeaderLogo.ts';
import { quietKnownWarnings } from './plugins/quietWarnings.ts';
import { reactRouterProduction } from './plugins/reactRouterProduction.ts';
import { sourcesInDev } from './plugins/sourcesInDev.ts';
import { startAfterFirstPaint } from './plugins/startAfterFirstPaint.ts';
import { startScreen } from './plugins/startScreen.ts';

export type { SiteStartup } from './plugins/contentHostHints.ts';

export interface SiteOptions {
  /**
   * The app's framework plugins, e.g. `[react()]`: imported in the app's own vite.config.ts, whose
   * dependency they are.
   */
  plugins: PluginOption[];
  /** Manifest and icons of the brand (scripts/pwa); the app registers `sw.js` with `registerServiceWorker` of @ott/ui-react. */
  pwa: PwaOptions;
  /** The start screen's spinner colours, the brand's `--ott-text` and `--ott-highlight` (its logo and background are the PWA's). */
  startScreen: { text: string; highlight: string };
  /**
   * How the app starts when the build sets no variable: the same object the app passes to
   * `appConfigFromEnv` of @ott/common (`src/siteDefaults.ts` of each app), for the hints below.
   */
  startup: SiteStartup;
  /** The card image rules for index.html's image preloads: `() => import('@ott/common').then((common) => common.firstScreenImageHints())`. */
  firstScreenImages?: () => Promise<FirstScreenImageHints>;
  /** Ports of the dev server and of `vite preview` (also in the app's package.json scripts and scripts/run/sites.mjs). */
  ports: { dev: number; preview: number };
}

/**
 * The Vite config of an OTT site (apps/web, apps/story-time): the app's plugins, the plugins that
 * keep its first load small and its first paint early (configs/vite/plugins, one job each; why and
 * the measurements in apps/web/README.md), the PWA plugin, dev server and preview on the loopback
 * address only, and an ES2022 build with source maps.
 */
export function siteViteConfig({ plugins, pwa: brand, startScreen: spinner, startup, firstScreenImages, ports }: SiteOptions): UserConfig {
  return {
    plugins: [
      ...plugins,
      sourcesInDev(),
      quietKnownWarnings(),
      reactRouterProduction(),
      contentHostHints(),
      earlyRequests(startup, firstScreenImages),
      startScreen(brand.logoSvg, { background: brand.backgroundColor, ...spinner }),
      inlineFavicon(brand.logoSvg),
      preloadHeaderLogo(),
      lateManifest(),
      startAfterFirstPaint(),
      inlineStylesheet(),
      compileHints(),
      pwa(brand),
      brotliFiles(),
      // Last: it hashes the inline parts the plugins above wrote.
      contentSecurityPolicy(),
    ],
    server: { host: '127.0.0.1', port: ports.dev, strictPort: true },
    preview: { host: '127.0.0.1', port: ports.preview, strictPort: true },
    // Every browser of the ES2022 target but Firefox < 115 supports <link rel="modulepreload">;
    // there the chunks load when imported, a little later. No polyfill in the first load.
    build: {
      target: 'es2022',
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // vast-client's browser build imports xmldom only where the page has no DOMParser (Node); a
        // bundled copy was a never-loaded CommonJS chunk that split Rolldown's runtime out of the entry.
        external: ['@xmldom/xmldom'],
        output: { codeSplitting: firstLoadChunks(), ...lazyChunkNames },
      },
    },
  };
}
