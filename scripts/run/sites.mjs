// What the run scripts know about the sites and the server: packages, folders, default ports,
// how to build them against a content host and how to start them.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOPBACK, run } from './processes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const SERVER = { name: 'server', pkg: '@ott/server', dir: join(ROOT, 'apps/server'), port: 8080 };

export const SITES = {
  web: { name: 'web', pkg: '@ott/web', dir: join(ROOT, 'apps/web'), port: 5173 },
  'story-time': { name: 'story-time', pkg: '@ott/story-time', dir: join(ROOT, 'apps/story-time'), port: 5174 },
};

export function siteNamed(name) {
  const site = SITES[name];
  if (!site) throw new Error(`Unknown site "${name}": one of ${Object.keys(SITES).join(', ')}`);
  return site;
}

const viteBin = (site) => join(site.dir, 'node_modules/.bin/vite');

/**
 * Builds the server and the packages the sites are made of (turbo, cached), then each site with
 * `vite build` into `outDir`, pointed at `contentHost` (VITE_CONTENT_HOST is read at build time).
 */
export async function buildSites({ sites, contentHost, outDir = 'dist', quiet = false }) {
  const filters = [`--filter=${SERVER.pkg}`, ...sites.map((site) => `--filter=${site.pkg}^...`)];
  await run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: ROOT });
  for (const site of sites) {
    if (!existsSync(viteBin(site))) throw new Error(`${site.pkg} has no node_modules: run pnpm install`);
    await run(viteBin(site), ['build', '--outDir', outDir, '--emptyOutDir', ...(quiet ? ['--logLevel', 'warn'] : [])], {
      cwd: site.dir,
      env: { VITE_CONTENT_HOST: contentHost },
    });
  }
}

/** The demo back end on the loopback address. */
export const startServer = (group, port) =>
  group.start(SERVER.name, process.execPath, [join(SERVER.dir, 'dist/main.js')], { cwd: SERVER.dir, env: { PORT: String(port), HOST: LOOPBACK } });

/** `vite preview` of a built site. */
export const startPreview = (group, site, port, outDir = 'dist') =>
  group.start(site.name, viteBin(site), ['preview', '--outDir', outDir, '--host', LOOPBACK, '--port', String(port), '--strictPort'], { cwd: site.dir });
