#!/usr/bin/env node
// The first-load budget of the sites (`pnpm size`). Two figures per site, both gzipped with zlib
// level 6 (as web servers do), both listed per file and per package (from the source maps):
//
// - measured (the budget): `/` opened in Chromium against the real server with an empty cache and
//   no service worker, until the home shelves are rendered and the network has been idle for a
//   second; every JS and CSS response the page fetched counts, lazy chunks included. It must stay
//   under BUDGET_KB, must not contain hls.js (playback loads it), and must render with React DOM
//   (no Preact: what ships is what the tests run). The e2e suite runs the same
//   measurement as a CI gate (scripts/e2e/firstLoadBudget.ts).
// - static (for reference): the built index.html's entry script, its static imports (transitively,
//   not `import()` chunks) and its stylesheets. Lazy-loading what `/` needs anyway lowers this one,
//   not the measured one.
//
//   node scripts/size-budget.mjs              build both sites against a demo server, print both figures
//   node scripts/size-budget.mjs --static     only the static figure of the sites' dist/ (built with turbo)
//   options: --no-build (--static only: measure the existing dist/), --json
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

// Issue 13's target (apps/web/README.md has the figures).
export const BUDGET_KB = 160;
const KB = 1024;

/** Script and stylesheet URLs index.html loads at once (entry, modulepreload, stylesheet not disabled). */
export function firstLoadReferences(html) {
  const refs = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}=["']([^"']+)["']`))?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) refs.push(attr('src'));
    // A disabled stylesheet link is not fetched (the sites' stylesheet is inline: configs/vite/plugins/inlineStylesheet.ts).
    if (tag.startsWith('<link') && ['modulepreload', 'stylesheet'].includes(attr('rel') ?? '') && attr('href') && !/\sdisabled\b/.test(tag)) refs.push(attr('href'));
  }
  return refs;
}

/**
 * The styles and scripts written into index.html itself (`<style>` and `<script>` without `src`):
 * the sites inline their stylesheet there, and it counts as much as a stylesheet file would.
 */
export function inlineStylesAndScripts(html) {
  const parts = [];
  for (const [, attributes, content] of html.matchAll(/<(?:style|script)\b([^>]*)>([\s\S]*?)<\/(?:style|script)>/g)) {
    if (!/\bsrc=/.test(attributes) && content.trim()) parts.push(content);
  }
  return parts.join('\n');
}

/** How the first load lists index.html's inline styles and scripts. */
export const INLINE_ENTRY_FILE = 'index.html (inline styles and scripts)';

/** The first-load entry of index.html's inline styles and scripts, or none. */
export function inlineEntry(html) {
  const inline = inlineStylesAndScripts(html);
  return inline ? [{ file: INLINE_ENTRY_FILE, bytes: Buffer.byteLength(inline), gzip: gzipSize(inline), packages: {} }] : [];
}

/** Relative modules a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(code) {
  const specifiers = new Set();
  const pattern = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) if (specifier.startsWith('.') || specifier.startsWith('/')) specifiers.add(specifier);
  return [...specifiers];
}

/** The package a source-map source belongs to (`react-dom`, `@ott/ui-react`), or the app's own code. */
export function packageOf(source) {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const parts = source.slice(inNodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = source.match(/(?:^|\/)packages\/([^/]+)\//);
  return workspace ? `@ott/${workspace[1]} (workspace)` : 'app code';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment of a source map's `mappings` (base64 VLQ). */
function vlqNumbers(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/**
 * Characters of a built file's code per source of its source map, by the mappings: each mapped
 * segment runs to the next segment of its line. What the bundler kept of each source, not the
 * size of the source (a package of which the file keeps little counts little).
 */
export function generatedCharsPerSource(code, map) {
  const perSource = new Array(map.sources.length).fill(0);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = (lineMappings ? lineMappings.split(',') : []).map((segment) => {
      const numbers = vlqNumbers(segment);
      column += numbers[0];
      if (numbers.length >= 4) source += numbers[1];
      return { column, source: numbers.length >= 4 ? source : undefined };
    });
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1].column : lineLength;
      if (segment.source !== undefined) perSource[segment.source] += end - segment.column;
    });
  });
  return perSource;
}

/** Characters of a built file's code per package, from its source map (empty without one). */
export function packagesInFile(path) {
  const packages = {};
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return packages;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  generatedCharsPerSource(readFileSync(path, 'utf8'), map).forEach((chars, index) => {
    if (chars === 0) return;
    const name = packageOf(map.sources[index]);
    packages[name] = (packages[name] ?? 0) + chars;
  });
  return packages;
}

const gzipSize = (content) => gzipSync(content, { level: 6 }).length;

/** Totals of a list of first-load files (`{ file, bytes, gzip, packages }`), and which of them carry hls.js. */
export function summarize(files) {
  const hlsFiles = files.filter((entry) => entry.packages['hls.js'] || /(^|\/)hls[.-]/.test(entry.file)).map((entry) => entry.file);
  return { files, totalGzip: files.reduce((sum, entry) => sum + entry.gzip, 0), hlsFiles };
}

/** The static first load of a built site: index.html's entry, its static imports and stylesheets. */
export function measureSite(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Map();
  const queue = firstLoadReferences(html).map((ref) => ref.replace(/^\//, ''));
  while (queue.length > 0) {
    const file = posix.normalize(queue.shift());
    if (files.has(file)) continue;
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but not in ${distDir}`);
    const content = readFileSync(path);
    files.set(file, { file, bytes: content.length, gzip: gzipSize(content), packages: file.endsWith('.js') ? packagesInFile(path) : {} });
    if (!file.endsWith('.js')) continue;
    for (const specifier of staticImports(content.toString('utf8'))) queue.push(specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(file), specifier));
  }
  return summarize([...inlineEntry(html), ...files.values()]);
}

/** Whether a response is a script or a stylesheet, by what the page asked for or what it got. */
export function isScriptOrStyle(resourceType, contentType = '') {
  return resourceType === 'script' || resourceType === 'stylesheet' || /\b(?:javascript|ecmascript|css)\b/.test(contentType);
}

/**
 * The measured first load of `url` in a Playwright page (give it a page of a fresh context: empty
 * cache, service workers blocked). Opens the URL, waits for `ready(page)` (the home shelves), then
 * until no request has been pending for `idleMs`, and gzips every JS and CSS response body. Files
 * of the site are attributed to packages with the source maps of `distDir`.
 */
export async function measureInBrowser(page, { url, ready, distDir, idleMs = 1000, timeoutMs = 30_000 }) {
  const pending = new Set();
  let lastActivity = Date.now();
  const bodies = [];
  const documents = [];
  const started = (request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  const onResponse = (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents.push(response.text().then((html) => ({ html }), (error) => ({ error })));
      return;
    }
    if (!/^https?:/.test(request.url()) || !isScriptOrStyle(request.resourceType(), response.headers()['content-type'])) return;
    bodies.push(response.body().then((body) => ({ url: request.url(), body }), (error) => ({ url: request.url(), error })));
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', onResponse);
  try {
    const origin = new URL(url).origin;
    await page.goto(url);
    await ready(page);
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - lastActivity < idleMs) {
      if (Date.now() > deadline) throw new Error(`the network did not become idle; pending: ${[...pending].map((request) => request.url()).join(', ')}`);
      await sleep(50);
    }
    const [document] = await Promise.all(documents);
    if (!document || document.error) throw new Error(`could not read the page's HTML: ${document?.error?.message ?? 'no document response'}`);
    const files = inlineEntry(document.html);
    for (const { url: fileUrl, body, error } of await Promise.all(bodies)) {
      if (error) throw new Error(`could not read ${fileUrl}: ${error.message}`);
      const { origin: fileOrigin, pathname } = new URL(fileUrl);
      const sameSite = fileOrigin === origin;
      const file = sameSite ? pathname.replace(/^\//, '') : fileUrl;
      if (files.some((entry) => entry.file === file)) continue;
      const path = sameSite && distDir ? join(distDir, file) : undefined;
      files.push({ file, bytes: body.length, gzip: gzipSize(body), packages: path && file.endsWith('.js') ? packagesInFile(path) : {} });
    }
    return summarize(files);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    page.off('response', onResponse);
  }
}

/** The home is rendered: its first shelf shows a card linking to a media page. */
export async function homeShelvesRendered(page) {
  await page.locator('main a[href^="/m/"]').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** The viewports `/` is measured in (the larger figure counts): a desktop window and a phone. */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
};

/** Why a first load breaks the budget (empty when it does not). */
export function budgetFailures(name, result) {
  const failures = [];
  if (result.totalGzip > BUDGET_KB * KB) failures.push(`${name}: first load ${kb(result.totalGzip)} is over the ${BUDGET_KB} KB budget`);
  if (result.hlsFiles.length > 0) failures.push(`${name}: hls.js is in the first load (${result.hlsFiles.join(', ')}); it must load when playback starts`);
  return [...failures, ...rendererFailures(name, result)];
}

/**
 * Why a first load does not render with React DOM, the renderer the tests run on (empty when it
 * does): read from the source maps, so it applies to first loads measured with them.
 */
export function rendererFailures(name, result) {
  const packages = new Set(result.files.flatMap((entry) => Object.keys(entry.packages)));
  if (packages.size === 0) return [];
  const failures = [];
  if (!packages.has('react-dom')) failures.push(`${name}: react-dom is not in the first load; the sites render with React DOM`);
  if (packages.has('preact')) failures.push(`${name}: preact is in the first load; the sites render with React DOM`);
  return failures;
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Each package's estimated gzip share: a file's gzipped size shared among its packages in
 * proportion to their code in it. Files without a source map count as themselves.
 */
export function packageShares(files) {
  const packages = {};
  const add = (name, gzip, file) => {
    const share = packages[name] ?? { gzip: 0, files: new Set() };
    share.gzip += gzip;
    share.files.add(file.replace(/^assets\//, ''));
    packages[name] = share;
  };
  for (const entry of files) {
    const sourceTotal = Object.values(entry.packages).reduce((sum, size) => sum + size, 0);
    const withoutMap = entry.file.endsWith('.css') ? 'stylesheets' : entry.file === INLINE_ENTRY_FILE ? 'index.html (inline)' : 'no source map';
    if (sourceTotal === 0) add(withoutMap, entry.gzip, entry.file);
    for (const [pkg, size] of Object.entries(entry.packages)) add(pkg, (entry.gzip * size) / sourceTotal, entry.file);
  }
  return Object.entries(packages)
    .map(([name, { gzip, files: inFiles }]) => ({ name, gzip, files: [...inFiles] }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The per-file and per-package listing of a first load, as lines of text. */
export function formatReport(title, result) {
  const lines = [`${title}: ${kb(result.totalGzip)} gzipped in ${result.files.length} files (budget ${BUDGET_KB} KB)`];
  for (const entry of [...result.files].sort((a, b) => b.gzip - a.gzip)) lines.push(`  ${kb(entry.gzip).padStart(9)}  ${kb(entry.bytes).padStart(9)} raw  ${entry.file}`);
  lines.push('  what it is made of (gzipped share estimated from the source maps):');
  for (const { name, gzip, files } of packageShares(result.files)) lines.push(`    ${kb(gzip).padStart(9)}  ${name.padEnd(32)} ${files.join(', ')}`);
  return lines.join('\n');
}

/** Builds both sites against a demo server, serves them, and measures `/` of each in Chromium. */
async function measureSitesInBrowser(sites, { json }) {
  const { chromium } = await import('@playwright/test');
  const { buildSites, startPreview, startServer } = await import('./run/sites.mjs');
  const { createProcessGroup, freePort, LOOPBACK, waitForUrl } = await import('./run/processes.mjs');
  const outDir = 'dist-size';
  const serverPort = await freePort();
  const serverUrl = `http://${LOOPBACK}:${serverPort}`;
  await buildSites({ sites, contentHost: serverUrl, outDir, quiet: true });
  const group = createProcessGroup({ quiet: true });
  const results = {};
  let browser;
  try {
    startServer(group, serverPort);
    const urls = {};
    for (const site of sites) {
      const port = await freePort();
      urls[site.name] = `http://${LOOPBACK}:${port}/`;
      startPreview(group, site, port, outDir);
    }
    await Promise.all([waitForUrl(`${serverUrl}/.webapp.ini`), ...Object.values(urls).map((url) => waitForUrl(url))]);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    for (const site of sites) {
      const distDir = join(site.dir, outDir);
      results[site.name] = { static: measureSite(distDir), measured: {} };
      for (const [viewportName, options] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          results[site.name].measured[viewportName] = await measureInBrowser(page, { url: urls[site.name], ready: homeShelvesRendered, distDir });
        } finally {
          await context.close();
        }
      }
      if (!json) printSite(site, results[site.name]);
    }
  } finally {
    await browser?.close();
    await group.stop();
  }
  return results;
}

/** The larger of a site's measured first loads (desktop, mobile) and its viewport. */
export function largestMeasured(measured) {
  return Object.entries(measured).reduce((largest, [viewport, result]) => (!largest || result.totalGzip > largest.result.totalGzip ? { viewport, result } : largest), undefined);
}

function printSite(site, { static: staticResult, measured }) {
  const largest = largestMeasured(measured);
  console.log(`\n${site.pkg}: first load of / measured in Chromium ${kb(largest.result.totalGzip)} (${Object.entries(measured).map(([name, result]) => `${name} ${kb(result.totalGzip)}`).join(', ')}); static entry graph ${kb(staticResult.totalGzip)}`);
  console.log(formatReport(`  measured, ${largest.viewport}`, largest.result));
  console.log(formatReport('  static entry graph (index.html and its static imports)', staticResult));
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const args = new Set(process.argv.slice(2));
  const { ROOT, SITES } = await import('./run/sites.mjs');
  const { run } = await import('./run/processes.mjs');
  const sites = Object.values(SITES);
  const json = args.has('--json');
  const failures = [];
  const output = {};
  const rounded = (result) => ({ totalGzipKB: +(result.totalGzip / KB).toFixed(1), files: result.files.map(({ file, gzip }) => ({ file, gzipKB: +(gzip / KB).toFixed(1) })) });
  if (args.has('--static')) {
    if (!args.has('--no-build')) {
      await run('pnpm', ['exec', 'turbo', 'run', 'build', ...sites.map((site) => `--filter=${site.pkg}`), '--output-logs=errors-only'], { cwd: ROOT });
    }
    for (const site of sites) {
      const result = measureSite(join(site.dir, 'dist'));
      output[site.name] = { static: rounded(result) };
      if (!json) console.log(`\n${formatReport(`${site.pkg}: static first load (entry graph of dist/index.html)`, result)}`);
      failures.push(...budgetFailures(site.pkg, result));
    }
  } else {
    const results = await measureSitesInBrowser(sites, { json });
    for (const site of sites) {
      const { static: staticResult, measured } = results[site.name];
      output[site.name] = { static: rounded(staticResult), measured: Object.fromEntries(Object.entries(measured).map(([name, result]) => [name, rounded(result)])) };
      for (const [viewport, result] of Object.entries(measured)) failures.push(...budgetFailures(`${site.pkg} (${viewport})`, result));
    }
  }
  if (json) console.log(JSON.stringify(output, null, 2));
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    process.exit(1);
  }
  if (!json) console.log('\nAll sites are within the first-load budget, without hls.js.');
}
