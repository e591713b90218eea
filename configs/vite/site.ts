import type { PluginOption, UserConfig } from 'vite';
import { pwa, type PwaOptions } from '../../scripts/pwa/vitePwa';

export interface SiteOptions {
  /**
   * The app's framework plugins, e.g. `[react()]`: imported in the app's own vite.config.ts, whose
   * dependency they are.
   */
  plugins: PluginOption[];
  /** Manifest and icons of the brand (scripts/pwa); the app registers `sw.js` with `registerServiceWorker` of @ott/ui-react. */
  pwa: PwaOptions;
  /** Ports of the dev server and of `vite preview` (also in the app's package.json scripts and scripts/run/sites.mjs). */
  ports: { dev: number; preview: number };
}

/**
 * The Vite config of an OTT site (apps/web, apps/story-time): the app's plugins, the PWA plugin
 * (manifest, icons from the logo, the service worker), dev server and preview on the loopback
 * address only, and an ES2022 build with source maps.
 */
export function siteViteConfig({ plugins, pwa: brand, ports }: SiteOptions): UserConfig {
  return {
    plugins: [...plugins, pwa(brand)],
    server: { host: '127.0.0.1', port: ports.dev, strictPort: true },
    preview: { host: '127.0.0.1', port: ports.preview, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
  };
}
