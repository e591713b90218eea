#!/usr/bin/env node
// Lists the open-source packages the sites bundle, for the licenses page (/o/licenses): starting
// from the runtime `dependencies` of apps/web and apps/story-time, it follows every package's own
// `dependencies` through node_modules and records name, version and license id (the `license`
// field of each package.json). Workspace packages (@ott/*) are followed but not listed.
//
//   node scripts/generate-licenses.mjs           writes packages/ui-react/src/screens/Licenses/licenses.json
//   node scripts/generate-licenses.mjs --check   fails when that file is out of date (after a dependency change)
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['apps/web', 'apps/story-time'];
const OUTPUT = join(root, 'packages/ui-react/src/screens/Licenses/licenses.json');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Node's lookup: node_modules/<name> in the package's (real) folder, then in each parent folder. */
function resolvePackageDir(fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return realpathSync(dirname(candidate));
    if (dirname(dir) === dir) return undefined;
  }
}

/** The SPDX id or expression; old packages write `license: {type}` or `licenses: [{type}]`. */
export function licenseOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) return licenses.map((entry) => entry.type ?? entry).join(' OR ');
  return null;
}

export function collectLicenses(appDirs) {
  const found = new Map();
  const visited = new Set();
  const visit = (dir) => {
    if (visited.has(dir)) return;
    visited.add(dir);
    const manifest = readJson(join(dir, 'package.json'));
    const isWorkspacePackage = !dir.includes(`${join('node_modules', '')}`);
    if (!isWorkspacePackage) found.set(`${manifest.name}@${manifest.version}`, { name: manifest.name, version: manifest.version, license: licenseOf(manifest) });
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const depDir = resolvePackageDir(dir, name);
      if (!depDir) throw new Error(`${manifest.name}: dependency ${name} is not installed (run pnpm install)`);
      visit(depDir);
    }
  };
  for (const app of appDirs) if (existsSync(join(app, 'package.json'))) visit(realpathSync(app));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, 'en', { numeric: true }));
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const text = `${JSON.stringify(collectLicenses(APPS.map((app) => join(root, app))), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(`${OUTPUT} is out of date: run node scripts/generate-licenses.mjs`);
      process.exit(1);
    }
    console.log('licenses.json is up to date');
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`Wrote ${JSON.parse(text).length} packages to ${OUTPUT}`);
  }
}
