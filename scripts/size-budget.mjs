#!/usr/bin/env node
// The first-load budget of the sites (`pnpm size`): builds apps/web and apps/story-time, then, for
// each, reads the built index.html and follows what the browser must fetch before the first
// render: the entry script, its static imports (transitively; lazy `import()` chunks are not
// followed) and the stylesheets. Each file is gzipped with zlib (level 6, as web servers do) and
// the total must stay under BUDGET_KB. hls.js must never be part of it: playback loads it later.
//
//   node scripts/size-budget.mjs [--no-build] [--json]
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './run/processes.mjs';
import { ROOT, SITES } from './run/sites.mjs';

export const BUDGET_KB = 160;
const KB = 1024;

/** Script and stylesheet URLs index.html loads at once (entry, modulepreload, stylesheet). */
export function firstLoadReferences(html) {
  const refs = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}=["']([^"']+)["']`))?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) refs.push(attr('src'));
    if (tag.startsWith('<link') && ['modulepreload', 'stylesheet'].includes(attr('rel') ?? '') && attr('href')) refs.push(attr('href'));
  }
  return refs;
}

/** Relative modules a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(code) {
  const specifiers = new Set();
  const pattern = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) if (specifier.startsWith('.') || specifier.startsWith('/')) specifiers.add(specifier);
  return [...specifiers];
}

/** The package a source-map source belongs to (`react-dom`, `@ott/ui-react`), or the app's own code. */
function packageOf(source) {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const parts = source.slice(inNodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = source.match(/(?:^|\/)packages\/([^/]+)\//);
  return workspace ? `@ott/${workspace[1]} (workspace)` : 'app code';
}

/** Every file of the first load, with its gzipped size and, from its source map, the packages in it. */
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
    const entry = { file, bytes: content.length, gzip: gzipSync(content, { level: 6 }).length, packages: {} };
    files.set(file, entry);
    if (!file.endsWith('.js')) continue;
    for (const specifier of staticImports(content.toString('utf8'))) queue.push(specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(file), specifier));
    const mapPath = `${path}.map`;
    if (existsSync(mapPath)) {
      const map = JSON.parse(readFileSync(mapPath, 'utf8'));
      map.sources.forEach((source, index) => {
        const name = packageOf(source);
        entry.packages[name] = (entry.packages[name] ?? 0) + (map.sourcesContent?.[index]?.length ?? 0);
      });
    }
  }
  const list = [...files.values()];
  const hlsFiles = list.filter((entry) => entry.packages['hls.js'] || /(^|\/)hls[.-]/.test(entry.file)).map((entry) => entry.file);
  return { files: list, totalGzip: list.reduce((sum, entry) => sum + entry.gzip, 0), hlsFiles };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function report(name, result) {
  console.log(`\n${name}: first load ${kb(result.totalGzip)} gzipped (budget ${BUDGET_KB} KB)`);
  for (const entry of [...result.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(entry.gzip).padStart(9)}  ${kb(entry.bytes).padStart(9)} raw  ${entry.file}`);
  // Each file's gzipped size shared among its packages in proportion to their source in it: an estimate.
  const packages = {};
  for (const entry of result.files) {
    const sourceTotal = Object.values(entry.packages).reduce((sum, size) => sum + size, 0);
    for (const [pkg, size] of Object.entries(entry.packages)) {
      const share = packages[pkg] ?? { gzip: 0, files: new Set() };
      share.gzip += (entry.gzip * size) / sourceTotal;
      share.files.add(entry.file.replace(/^assets\//, ''));
      packages[pkg] = share;
    }
  }
  const sorted = Object.entries(packages).sort((a, b) => b[1].gzip - a[1].gzip);
  if (sorted.length > 0) {
    console.log('  what it is made of (gzipped share estimated from the source maps):');
    for (const [pkg, { gzip, files }] of sorted) console.log(`    ${kb(gzip).padStart(9)}  ${pkg.padEnd(32)} ${[...files].join(', ')}`);
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const args = new Set(process.argv.slice(2));
  const sites = Object.values(SITES);
  if (!args.has('--no-build')) {
    await run('pnpm', ['exec', 'turbo', 'run', 'build', ...sites.map((site) => `--filter=${site.pkg}`), '--output-logs=errors-only'], { cwd: ROOT });
  }
  const failures = [];
  const results = {};
  for (const site of sites) {
    const result = measureSite(join(site.dir, 'dist'));
    results[site.name] = { totalGzipKB: +(result.totalGzip / KB).toFixed(1), files: result.files.map(({ file, gzip }) => ({ file, gzipKB: +(gzip / KB).toFixed(1) })) };
    if (!args.has('--json')) report(site.pkg, result);
    if (result.totalGzip > BUDGET_KB * KB) failures.push(`${site.pkg}: first load ${kb(result.totalGzip)} is over the ${BUDGET_KB} KB budget`);
    if (result.hlsFiles.length > 0) failures.push(`${site.pkg}: hls.js is in the first load (${result.hlsFiles.join(', ')}); it must load when playback starts`);
  }
  if (args.has('--json')) console.log(JSON.stringify(results, null, 2));
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll sites are within the first-load budget, without hls.js.');
}
