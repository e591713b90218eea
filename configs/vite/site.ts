import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, PluginOption, UserConfig } from 'vite';
import { pwa, type PwaOptions } from '../../scripts/pwa/vitePwa';

export interface SiteOptions {
  /**
   * The app's framework plugins, e.g. `[react()]`: imported in the app's own vite.config.ts, whose
   * dependency they are.
   */
  plugins: PluginOption[];
  /** Manifest and icons of the brand (scripts/pwa); the app registers `sw.js` with `registerServiceWorker` of @ott/ui-react. */
  pwa: PwaOptions;
  /** The start screen's spinner colours (its logo and background are the PWA's). */
  startScreen: StartScreenColors;
  /**
   * How the app starts when the build sets no variable: the same object the app passes to
   * `appConfigFromEnv` of @ott/common (`src/siteDefaults.ts` of each app), for the hints below.
   */
  startup: SiteStartup;
  /** Ports of the dev server and of `vite preview` (also in the app's package.json scripts and scripts/run/sites.mjs). */
  ports: { dev: number; preview: number };
}

/**
 * React Router publishes two builds that differ in one constant: `dist/development` (what its
 * package exports, for every bundler) with its development warnings on, and `dist/production` with
 * them off, which lets the minifier drop the warning code. Production builds of the sites take the
 * second; the dev server keeps the warnings.
 */
export function reactRouterProductionInBuild(): Plugin {
  return {
    name: 'ott-react-router-production-in-build',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      const routerDir = dirname(createRequire(join(root, 'package.json')).resolve('react-router/package.json'));
      return { resolve: { alias: [{ find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') }] } };
    },
  };
}

/** Where the app reads its settings file by default (`SETTINGS_FILE_PATH` of @ott/common). */
const SETTINGS_FILE_PATH = '/.webapp.ini';
/** A config id, which names `/apps/configs/<id>.json` on the content host (`CONFIG_ID_PATTERN` of @ott/common). */
const CONFIG_ID = /^[a-z0-9]{8}$/;

/** The part of an app's `AppEnvDefaults` (@ott/common) that decides its first requests. */
export interface SiteStartup {
  defaultConfigSource: string;
  readSettingsByDefault?: boolean;
}

/**
 * Hints in index.html about the content host (VITE_CONTENT_HOST, when the build sets one), which
 * the app cannot use before its scripts have run:
 * - `preconnect`: the settings file, the config, the playlists and the card images all come from
 *   there, so the connections open while the scripts download. Two of them: fetch() requests
 *   (CORS, without credentials) and images (no-cors) do not share connections.
 * - `preload` of the first link of the chain that ends with the home's first image (settings ->
 *   config -> playlist -> image): the settings file (VITE_SETTINGS_URL, or the content host's
 *   `/.webapp.ini`) when the app reads one; otherwise the config the app starts with
 *   (VITE_DEFAULT_CONFIG_SOURCE or the app's default). With a settings file the config is not
 *   preloaded: the file's default wins and is known only once it has been read.
 *   `crossorigin` makes it the request the app's fetch() sends, which then takes the preloaded reply.
 */
export function contentHostHints(startup: SiteStartup): Plugin {
  let origin: string | undefined;
  let preloadUrl: string | undefined;
  return {
    name: 'ott-content-host-hints',
    configResolved(config) {
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      const urlOf = (value: unknown) => {
        try {
          return text(value) ? new URL(text(value) as string) : undefined;
        } catch {
          return undefined;
        }
      };
      const host = urlOf(config.env.VITE_CONTENT_HOST);
      origin = host?.origin;
      const hostBase = host?.href.replace(/\/+$/, '');
      const settingsUrl = urlOf(config.env.VITE_SETTINGS_URL)?.href;
      if (settingsUrl || startup.readSettingsByDefault !== false) {
        preloadUrl = settingsUrl ?? (hostBase ? `${hostBase}${SETTINGS_FILE_PATH}` : undefined);
      } else {
        const source = text(config.env.VITE_DEFAULT_CONFIG_SOURCE) ?? startup.defaultConfigSource;
        preloadUrl = CONFIG_ID.test(source) ? (hostBase ? `${hostBase}/apps/configs/${source}.json` : undefined) : urlOf(source)?.href;
      }
    },
    transformIndexHtml() {
      const tags: HtmlTagDescriptor[] = [];
      if (origin) {
        tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' });
        tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' });
      }
      if (preloadUrl) tags.push({ tag: 'link', attrs: { rel: 'preload', href: preloadUrl, as: 'fetch', crossorigin: '' }, injectTo: 'head' });
      return tags;
    },
  };
}

/** The brand's logo as a data URL (the start screen's image and the favicon). */
const logoDataUrl = (brand: PwaOptions): string => `data:image/svg+xml,${encodeURIComponent(readFileSync(brand.logoSvg, 'utf8').trim())}`;

/** Colours of the start screen's spinner, as the brand's tokens (`--ott-text`, `--ott-highlight`) give them. */
export interface StartScreenColors {
  text: string;
  highlight: string;
}

/**
 * The start screen of index.html, right after `#root`: the brand logo (inlined as a data URL) and a
 * spinner on the brand's background, styled inline. It is the first paint of the page, without
 * waiting for a download (see startAfterFirstPaint), and hides itself once the app has rendered
 * into `#root`. The brand's tokens win when they are already there, as on a return visit.
 */
export function startScreen(brand: PwaOptions, colors: StartScreenColors): Plugin {
  return {
    name: 'ott-start-screen',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no ${root}: the start screen goes right after it`);
      const logo = logoDataUrl(brand);
      const screen = [
        '<div class="ott-boot" aria-hidden="true">',
        `  <img class="ott-boot__logo" src="${logo}" alt="" width="96" height="96" />`,
        '  <span class="ott-boot__spinner"></span>',
        '</div>',
        '<style>',
        `  .ott-boot { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 24px; background: var(--ott-bg, ${brand.backgroundColor}); }`,
        `  .ott-boot__spinner { width: 40px; height: 40px; border: 4px solid color-mix(in srgb, var(--ott-text, ${colors.text}) 20%, transparent); border-top-color: var(--ott-highlight, ${colors.highlight}); border-radius: 50%; animation: ott-boot-spin 0.9s linear infinite; }`,
        '  @keyframes ott-boot-spin { to { transform: rotate(360deg); } }',
        '  #root:not(:empty) + .ott-boot { display: none; }',
        '</style>',
      ].join('\n    ');
      return html.replace(root, `${root}\n    ${screen}`);
    },
  };
}

/**
 * The app's stylesheet inside index.html (a `<style>` in place of the `<link rel="stylesheet">`):
 * the whole of it is about 9 KB compressed, and as a file it is one more request at the start,
 * which over HTTP/1.1 takes the connection the page came on (already open and up to speed) while
 * the entry script waits for a new one. Inline, it is parsed with the page, before the first paint.
 * The link stays, `disabled` (a disabled stylesheet link is neither fetched nor applied): Vite's
 * loader of lazy chunks lists the entry's stylesheet among their dependencies and loads it unless
 * the page links it already. The file stays in the build for the same reason. A
 * Content-Security-Policy without `'unsafe-inline'` allows the style by its hash.
 */
export function inlineStylesheets(): Plugin {
  return {
    name: 'ott-inline-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (link, href: string) => {
          const asset = Object.values(bundle).find((output) => href.endsWith(`/${output.fileName}`));
          if (asset?.type !== 'asset') {
            this.warn(`${href} is not a stylesheet of this build: index.html keeps its link`);
            return link;
          }
          // "</style" cannot occur in CSS that parses; escaped all the same, so the element cannot end early.
          const css = String(asset.source).trim().replace(/<\/style/gi, '<\\/style');
          return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
        });
      },
    },
  };
}

/** When the manifest is linked: with the service worker's registration (SERVICE_WORKER_DELAY_MS of @ott/ui-react). */
export const MANIFEST_LINK_DELAY_MS = 3000;

/**
 * The favicon inline (a data URL of the brand's logo, as the start screen shows it), and the web
 * app manifest linked 3 s after the page's load event, when the service worker registers: where a
 * browser checks at once whether a site can be installed (Chromium on phones), it fetches the
 * manifest and an icon at the start, and both would take bandwidth and a connection from the entry
 * script and the first screen's images. A manifest linked later is read all the same; the site
 * stays installable (it needs its service worker for that anyway). The link in index.html is
 * replaced.
 */
export function lateManifestAndInlineFavicon(brand: PwaOptions): Plugin {
  let base = '/';
  return {
    name: 'ott-late-manifest-inline-favicon',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const favicon = /<link rel="icon" type="image\/svg\+xml" href="[^"]+" \/>/;
        const manifest = /<link rel="manifest" href="([^"]+)" \/>/.exec(html);
        if (!favicon.test(html) || !manifest) throw new Error('index.html needs <link rel="icon" type="image/svg+xml" href="…" /> and <link rel="manifest" href="…" />');
        const linked = manifest[1]!;
        const href = linked.startsWith('/') ? `${base}${linked.slice(1)}` : linked;
        const linkManifest =
          `<script>addEventListener('load',function(){setTimeout(function(){var l=document.createElement('link');l.rel='manifest';` +
          `l.href=${JSON.stringify(href)};document.head.appendChild(l)},${MANIFEST_LINK_DELAY_MS})})</script>`;
        return html.replace(favicon, `<link rel="icon" type="image/svg+xml" href="${logoDataUrl(brand)}" />`).replace(manifest[0], linkManifest);
      },
    },
  };
}

/**
 * The first paint shows index.html's start screen (logo and spinner, styled inline) without
 * waiting for the app's script, and the app starts after it:
 * - the entry script becomes a `modulepreload` (downloaded and compiled at once, in parallel);
 * - a small inline script, after the next animation frame (100 ms at most: a tab opened in the
 *   background gets no frames), adds the entry as a module script.
 * On a fast network the script arrives before the first frame; evaluating it (about 100 ms on a
 * mid-range phone) would otherwise hold back the first paint. The app's styles are inline
 * (inlineStylesheets), so it never renders unstyled. A Content-Security-Policy that forbids inline
 * scripts must allow this one by its hash.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'ott-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) {
          this.warn('index.html has no module entry script: it starts as built');
          return html;
        }
        const src = entry[1] as string;
        const starter =
          `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
          `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})()</script>`;
        return html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">\n    ${starter}`);
      },
    },
  };
}

/**
 * The first load of a site as one file: the entry with everything it imports statically
 * (`$initial`: the framework, the router, @ott/common, the app shell and the home screen, which
 * @ott/ui-react imports statically, as most visits start there). Left to itself the bundler follows
 * @ott/ui-react's own chunks (one per module shared by screens) and the first load of `/` is some
 * twenty files: each a request, and over HTTP/1.1 (six connections a host) the small ones take
 * bandwidth from the entry while they wait for their first byte. Other screens stay lazy chunks.
 * Rolldown puts its small runtime into this chunk as well.
 * `includeDependenciesRecursively: false`: a module reachable from the entry only through code the
 * tree-shaker drops (the markdown renderer behind @ott/ui-react's barrel) stays in its lazy chunk.
 * Rolldown's `strictExecutionOrder`, which it suggests with that option, is left off: the `app`
 * group holds every static import of the entry, so no chunk of it imports back from another and
 * modules run in import order anyway; the option would wrap every module in an init function
 * (4 KB more gzipped, and about 15% more start-up work on a 4x slower CPU).
 */
export function firstLoadChunks() {
  return {
    groups: [{ name: 'app', tags: ['$initial' as const], includeDependenciesRecursively: false }],
  };
}

/** V8's explicit compile hint: a magic comment on the first line of a file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint on the entry chunk (the first load, see firstLoadChunks), whose
 * code nearly all runs at start-up: Chromium then compiles every function of it
 * while the file downloads, on a background thread, rather than each on the main thread at its
 * first call. On Lighthouse's 4x slower phone CPU that took about 100 ms off the home's blocking
 * time (Chromium 156). Other chunks load later and run in part; browsers without compile hints
 * read a comment. Done last (`generateBundle`, order post) because Vite itself prepends its
 * preload-dependency table to the entry there; the source map gets an empty first line.
 */
export function compileHints(): Plugin {
  return {
    name: 'ott-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The Vite config of an OTT site (apps/web, apps/story-time): the app's plugins (React), the
 * first-load plugins below (the budget, see scripts/size-budget.mjs), the PWA plugin (manifest, icons from the logo, the service
 * worker), dev server and preview on the loopback address only, and an ES2022 build with source
 * maps.
 */
export function siteViteConfig({ plugins, pwa: brand, startScreen: startScreenColors, startup, ports }: SiteOptions): UserConfig {
  return {
    plugins: [...plugins, reactRouterProductionInBuild(), contentHostHints(startup), startScreen(brand, startScreenColors), inlineStylesheets(), lateManifestAndInlineFavicon(brand), startAfterFirstPaint(), compileHints(), pwa(brand)],
    server: { host: '127.0.0.1', port: ports.dev, strictPort: true },
    preview: { host: '127.0.0.1', port: ports.preview, strictPort: true },
    // Every browser of the ES2022 target but Firefox < 115 supports <link rel="modulepreload">;
    // there the chunks load when imported, a little later. No polyfill in the first load.
    build: {
      target: 'es2022',
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: firstLoadChunks() } },
    },
  };
}
