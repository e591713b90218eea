import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { renderIcons, type RenderedIcon } from './icons.ts';

/**
 * The PWA part of an OTT site's build (apps/web, apps/story-time), without a PWA framework:
 * a web app manifest, PNG icons rendered from the SVG logo, and the service worker of
 * `serviceWorker.js` with the list of built files to precache. The app registers `sw.js` itself,
 * in production builds only.
 */
export interface PwaOptions {
  name: string;
  shortName: string;
  description: string;
  /** Browser UI colour (the header colour of the brand). */
  themeColor: string;
  /** Splash screen colour (the page background of the brand). */
  backgroundColor: string;
  /** Absolute path of the square SVG logo the icons are drawn from. */
  logoSvg: string;
  lang?: string;
}

export const MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';

/** The manifest: installable (name, icons 192 and 512 incl. maskable, start URL, standalone display). */
export function webManifest(options: PwaOptions, base: string, icons: readonly Pick<RenderedIcon, 'fileName' | 'size' | 'purpose'>[]) {
  return {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: options.lang ?? 'en',
    start_url: base,
    scope: base,
    id: base,
    display: 'standalone',
    orientation: 'any',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    categories: ['entertainment'],
    icons: icons.filter((icon) => icon.purpose).map((icon) => ({ src: icon.fileName, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** The worker's text: the precache list and its version, then the worker itself. */
export function serviceWorkerSource(precacheUrls: readonly string[], version: string, template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'serviceWorker.js'), 'utf8')): string {
  return `const PRECACHE_URLS = ${JSON.stringify(precacheUrls)};\nconst VERSION = ${JSON.stringify(version)};\n${template}`;
}

/** Files of the public folder, as paths relative to it. */
function publicFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? publicFiles(path).map((file) => `${entry}/${file}`) : [entry];
  });
}

/** Source maps and the worker itself are never precached. */
const isPrecached = (fileName: string): boolean => !fileName.endsWith('.map') && fileName !== SERVICE_WORKER_FILE;

export function pwa(options: PwaOptions): Plugin {
  let config: ResolvedConfig;
  let icons: Promise<RenderedIcon[]> | undefined;
  const iconsOnce = () => (icons ??= renderIcons(readFileSync(options.logoSvg), options.backgroundColor));

  return {
    name: 'ott-pwa',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // The dev server serves the manifest and icons too, so that index.html's links resolve; no worker in dev.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!.slice(config.base.length);
        const rendered = await iconsOnce();
        const icon = rendered.find((entry) => entry.fileName === path);
        if (path === MANIFEST_FILE) {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(JSON.stringify(webManifest(options, config.base, rendered)));
        } else if (icon) {
          response.setHeader('Content-Type', 'image/png');
          response.end(icon.png);
        } else next();
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_outputOptions, bundle) {
        const rendered = await iconsOnce();
        for (const icon of rendered) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.png });
        this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(webManifest(options, config.base, rendered), null, 2)}\n` });

        const hash = createHash('sha256');
        const files = new Set<string>();
        for (const [fileName, output] of Object.entries(bundle)) {
          if (!isPrecached(fileName)) continue;
          files.add(fileName);
          hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
        }
        for (const icon of rendered) files.add(icon.fileName);
        files.add(MANIFEST_FILE);
        const publicDir = config.publicDir;
        for (const file of publicFiles(publicDir)) {
          files.add(file);
          hash.update(file).update(readFileSync(join(publicDir, file)));
        }
        const precache = [...files].sort();
        const version = hash.update(JSON.stringify(options)).digest('hex').slice(0, 12);
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: serviceWorkerSource(precache, version) });
        config.logger.info(`PWA: ${SERVICE_WORKER_FILE} precaches ${precache.length} files (${relative(config.root, config.build.outDir)}), version ${version}`);
      },
    },
  };
}
